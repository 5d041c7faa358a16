import type { Db } from '../db/open.ts';
import { FEMALE_FIRST_NAMES, TOWNS } from './names.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Enquiry details (002 §3 customer, connection and meter device labels) for every customer, property and
 * meter, written in a pass of their own at the end of seeding from a random source derived from the seed,
 * so every row other tables get for a seed stays what it was; then the search index is built in one pass.
 */
const ENQUIRY_STREAM = 0x3e9_0012;

const MALE_TITLES = ['Mr', 'Dr'] as const;
const FEMALE_TITLES = ['Mrs', 'Ms', 'Dr'] as const;
const FEMALE_NAMES = new Set<string>(FEMALE_FIRST_NAMES);
/** Town centres (lat, lon); connections scatter around them, clamped inside Cyprus. */
export const TOWN_CENTRES: Record<string, readonly [number, number]> = {
  Nicosia: [35.166, 33.366],
  Limassol: [34.707, 33.022],
  Larnaca: [34.918, 33.623],
  Paphos: [34.776, 32.424],
  Paralimni: [35.037, 33.982],
};
export const LAT_RANGE = [34.6, 35.2] as const;
export const LON_RANGE = [32.4, 34.0] as const;
const CONNECTION_SIZES = ['15 mm', '20 mm', '25 mm', '32 mm'] as const;
const CONDITIONS = [
  ['good', 0.8],
  ['fair', 0.13],
  ['poor', 0.05],
  ['faulty', 0.02],
] as const;
export const WAREHOUSES = ['WH-NIC Nicosia central store', 'WH-LIM Limassol store', 'WH-LAR Larnaca store', 'WH-PAF Paphos store'] as const;
const HAS_TAX_NO = 0.35;
const HAS_LANDLINE = 0.55;
const HAS_WORK_PHONE = 0.3;
const SEPARATE_MAILING_ADDRESS = 0.12;
const NO_SMS = 0.15;
const NO_EMAIL = 0.08;
const DISCONNECTED = 0.02;
const PENDING = 0.01;
const WALKS_PER_BOOK = 20;
const SEQUENCES_PER_WALK = 400;

export function clamp(value: number, [min, max]: readonly [number, number]): number {
  return Math.min(max, Math.max(min, value));
}

function digits(random: Random, count: number): string {
  let out = '';
  for (let index = 0; index < count; index++) out += String(random.int(0, 9));
  return out;
}

function weighted<T extends string>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  let roll = random.next();
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[0]?.[0] as T;
}

/** Landline prefixes of the Cypriot districts (22 Nicosia, 25 Limassol, 24 Larnaca, 26 Paphos, 23 Famagusta). */
const AREA_CODES: Record<string, string> = { Nicosia: '22', Limassol: '25', Larnaca: '24', Paphos: '26', Paralimni: '23' };

export function insertEnquiryData(db: Db, seed: number): void {
  const random = createRandom((seed ^ ENQUIRY_STREAM) >>> 0);
  insertCustomerDetails(db, random);
  insertConnections(db, random);
  db.exec(`INSERT INTO enquiry_search (rowid, account_key, name, id_no, tax_no, phones, email, address, property_reference,
    plot, meter_refs, serial_nos) SELECT * FROM enquiry_search_source`);
  db.exec("INSERT INTO enquiry_search (enquiry_search) VALUES ('optimize')");
}

function insertCustomerDetails(db: Db, random: Random): void {
  const customers = db
    .prepare<[], { id: number; name: string; city: string | null }>(`SELECT c.id, c.name,
      (SELECT p.city FROM accounts a JOIN properties p ON p.id = a.property_id WHERE a.customer_id = c.id ORDER BY a.id LIMIT 1) AS city
      FROM customers c ORDER BY c.id`)
    .all();
  const insert = db.prepare(`INSERT INTO customer_details (customer_id, title, first_name, initial, surname, tax_no, tel_no,
    work_tel_no, mailing_address, consent_email, consent_sms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const towns = TOWNS;
  for (const customer of customers) {
    const parts = customer.name.trim().split(/\s+/);
    const surname = parts.length > 1 ? (parts.at(-1) ?? null) : null;
    const firstName = parts.length > 1 ? parts.slice(0, -1).join(' ') : (parts[0] ?? null);
    const female = FEMALE_NAMES.has(parts[0] ?? '');
    const title = random.pick(female ? FEMALE_TITLES : MALE_TITLES);
    const area = AREA_CODES[customer.city ?? ''] ?? '22';
    const mailing = random.chance(SEPARATE_MAILING_ADDRESS)
      ? (() => {
          const town = random.pick(towns);
          return `P.O. Box ${random.int(20_000, 59_999)}, ${random.int(town.postcodes[0], town.postcodes[1])} ${town.name}`;
        })()
      : null;
    insert.run(
      customer.id,
      title,
      firstName,
      firstName?.charAt(0) ?? null,
      surname,
      random.chance(HAS_TAX_NO) ? `${random.int(10, 99)}${digits(random, 6)}${String.fromCharCode(65 + random.int(0, 25))}` : null,
      random.chance(HAS_LANDLINE) ? `${area}${digits(random, 6)}` : null,
      random.chance(HAS_WORK_PHONE) ? `22${digits(random, 6)}` : null,
      mailing,
      random.chance(NO_EMAIL) ? 0 : 1,
      random.chance(NO_SMS) ? 0 : 1,
    );
  }
}

function insertConnections(db: Db, random: Random): void {
  const properties = db.prepare<[], { id: number; city: string }>('SELECT id, city FROM properties ORDER BY id').all();
  // Every property's meters in one pass (by account, then meter), rather than one query per property.
  const metersOf = new Map<number, Array<{ id: number }>>();
  for (const row of db
    .prepare<[], { propertyId: number; id: number }>(
      'SELECT a.property_id AS propertyId, m.id FROM meters m JOIN accounts a ON a.id = m.account_id ORDER BY a.property_id, a.id, m.id',
    )
    .all()) {
    const list = metersOf.get(row.propertyId);
    if (list) list.push({ id: row.id });
    else metersOf.set(row.propertyId, [{ id: row.id }]);
  }
  const connection = db.prepare(`INSERT INTO connections (property_id, number, status, type, size, book, walk, sequence,
    latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const meter = db.prepare('INSERT INTO meter_details (meter_id, connection_id, condition, conversion_factor, warehouse) VALUES (?, ?, ?, ?, ?)');
  const sequences = new Map<string, number>();
  let count = 0;
  for (const property of properties) {
    const [lat, lon] = TOWN_CENTRES[property.city] ?? TOWN_CENTRES.Nicosia ?? [35.166, 33.366];
    const townIndex = Math.max(0, TOWNS.findIndex((town) => town.name === property.city));
    const book = `B${townIndex + 1}${String(random.int(1, 40)).padStart(2, '0')}`;
    const walk = random.int(1, WALKS_PER_BOOK);
    const key = `${book}/${walk}`;
    const sequence = ((sequences.get(key) ?? 0) % SEQUENCES_PER_WALK) + 1;
    sequences.set(key, sequence);
    const latitude = clamp(lat + (random.next() - 0.5) * 0.06, LAT_RANGE);
    const longitude = clamp(lon + (random.next() - 0.5) * 0.08, LON_RANGE);
    const roll = random.next();
    const status = roll < PENDING ? 'pending' : roll < PENDING + DISCONNECTED ? 'disconnected' : 'active';
    const meters = metersOf.get(property.id) ?? [];
    const main = Number(
      connection.run(property.id, `C${String(++count).padStart(7, '0')}`, status, random.chance(0.9) ? 'domestic' : 'commercial',
        random.pick(CONNECTION_SIZES), book, walk, sequence, round6(latitude), round6(longitude)).lastInsertRowid,
    );
    // A property with a second meter (garden) has it on its own irrigation connection.
    const irrigation =
      meters.length > 1
        ? Number(
            connection.run(property.id, `C${String(++count).padStart(7, '0')}`, 'active', 'irrigation', '20 mm', book, walk,
              sequence, round6(clamp(latitude + 0.0002, LAT_RANGE)), round6(clamp(longitude + 0.0002, LON_RANGE))).lastInsertRowid,
          )
        : main;
    meters.forEach((row, index) => {
      meter.run(row.id, index === 0 ? main : irrigation, weighted(random, CONDITIONS), random.chance(0.95) ? 1 : 10,
        random.chance(0.7) ? random.pick(WAREHOUSES) : null);
    });
  }
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
