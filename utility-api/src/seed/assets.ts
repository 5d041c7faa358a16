import type { Db } from '../db/open.ts';
import type { AssetCategory } from '../store/assets.ts';
import { DEFINITIONS, type Names } from './assetsDefinitions.ts';
import { TOWN_CENTRES, round6 } from './enquiry.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Element property definitions and values, the asset register with condition assessments and the PV park
 * directory (migration 018), from a random source of their own derived from the seed, written after every
 * other generator so the rows of the other tables stay what they were for a seed.
 */
const ASSETS_STREAM = 0x3e9_0018;

/** What is installed at each element type. */
const CATEGORIES_BY_TYPE: Readonly<Record<string, readonly AssetCategory[]>> = {
  RES: ['tank', 'valve', 'electricalPanel', 'scadaDevice'],
  PST: ['pump', 'motor', 'electricalPanel', 'scadaDevice', 'valve'],
  WTP: ['tank', 'pump', 'electricalPanel', 'scadaDevice'],
  BHL: ['pump', 'motor'],
  PMP: ['pump', 'motor'],
  VLV: ['valve'],
  PRV: ['valve'],
  HYD: ['valve', 'pipeSection'],
  DMA: ['scadaDevice', 'pipeSection'],
};

/** Make, model and description of each category, with a typical life and cost range in euros. */
const CATALOGUE: Readonly<Record<AssetCategory, { items: ReadonlyArray<readonly [string, string, string]>; life: number; cost: readonly [number, number] }>> = {
  pump: { items: [['Grundfos', 'CR 45-3', 'Vertical multistage pump'], ['KSB', 'Etanorm 100-250', 'End-suction pump'], ['Flygt', 'NP 3127', 'Submersible pump'], ['Wilo', 'Helix V 1605', 'Booster pump']], life: 15, cost: [4_000, 38_000] },
  motor: { items: [['ABB', 'M3BP 200', 'Induction motor 30 kW'], ['Siemens', '1LE1 160', 'Induction motor 15 kW'], ['WEG', 'W22 225', 'Induction motor 45 kW']], life: 20, cost: [1_500, 12_000] },
  valve: { items: [['AVK', 'Series 06', 'Gate valve DN150'], ['VAG', 'EKO plus', 'Butterfly valve DN300'], ['Hawle', 'E2', 'Gate valve DN100'], ['Cla-Val', '90-01', 'Pressure reducing valve DN150']], life: 30, cost: [600, 9_000] },
  pipeSection: { items: [['Saint-Gobain PAM', 'Natural DN300', 'Ductile iron main 120 m'], ['Radius', 'PE100 SDR11 DN250', 'PE main 200 m']], life: 60, cost: [15_000, 90_000] },
  tank: { items: [['Local contractor', 'RC cell 2,000 m³', 'Reinforced concrete tank cell'], ['Balmoral', 'GRP sectional', 'GRP sectional tank']], life: 50, cost: [80_000, 450_000] },
  electricalPanel: { items: [['Schneider Electric', 'Prisma P', 'Motor control centre'], ['ABB', 'MNS', 'Low-voltage switchboard']], life: 25, cost: [8_000, 60_000] },
  scadaDevice: { items: [['Siemens', 'S7-1200', 'Telemetry outstation (RTU)'], ['Ovarro', 'TBox LT2', 'Telemetry outstation (RTU)'], ['Schneider Electric', 'Modicon M580', 'Station PLC']], life: 10, cost: [2_500, 25_000] },
};

/** Parks per town by scale. */
const PARKS_PER_TOWN = { small: 3, large: 12 } as const;
const OPERATORS = ['Helios Energy Ltd', 'SunMed Power Ltd', 'Aphrodite Solar Ltd', 'Troodos Renewables', 'Kition PV Ltd', 'Mesaoria Solar Cooperative'];
const PARK_STATUSES = ['operating', 'operating', 'operating', 'underConstruction', 'planned', 'decommissioned'] as const;

const localized = (names: Names) => JSON.stringify({ en: names[0], el: names[1], ru: names[2], ar: names[3] });
const pad = (value: number, length: number) => String(value).padStart(length, '0');
const addYears = (day: string, years: number, months = 0, days = 0) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + years * 12 + months);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function insertDefinitions(db: Db, random: Random): void {
  const types = new Map(db.prepare<[], { id: number; code: string }>('SELECT id, code FROM element_types').all().map((row) => [row.code, row.id]));
  const insert = db.prepare(`INSERT INTO element_property_definitions (element_type_id, group_name, order_id, name, unit, type, is_mandatory,
    items) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const value = db.prepare('INSERT INTO element_property_values (element_id, definition_id, value) VALUES (?, ?, ?)');
  const elementsOf = db.prepare<[number], { id: number }>('SELECT id FROM elements WHERE element_type_id = ? ORDER BY id');
  for (const [code, definitions] of Object.entries(DEFINITIONS)) {
    const typeId = types.get(code);
    if (typeId === undefined) continue;
    const ids = definitions.map((definition, index) => {
      const items = definition.items ? JSON.stringify(definition.items.map((entry) => ({ itemId: entry.itemId, name: JSON.parse(localized(entry.name)) }))) : null;
      return Number(insert.run(typeId, localized(definition.group), index + 1, localized(definition.name), definition.unit, definition.type,
        definition.mandatory ? 1 : 0, items).lastInsertRowid);
    });
    for (const element of elementsOf.all(typeId)) {
      definitions.forEach((definition, index) => {
        // Most elements have every mandatory value and some optional ones still to be surveyed.
        if (definition.mandatory || random.chance(0.8)) value.run(element.id, ids[index], definition.sample(random.next()));
      });
    }
  }
}

function insertRegister(db: Db, random: Random, today: string): void {
  const elements = db.prepare<[], { id: number; typeCode: string; isStation: number; installedOn: string }>(
    `SELECT e.id, t.code AS typeCode, t.is_station AS isStation, e.installed_on AS installedOn FROM elements e
     JOIN element_types t ON t.id = e.element_type_id ORDER BY e.id`,
  ).all();
  const assessors = db.prepare<[], { id: number }>('SELECT id FROM users WHERE role = 1 AND active = 1 ORDER BY id').all().map((row) => row.id);
  if (assessors.length === 0) return;
  const asset = db.prepare(`INSERT INTO assets (asset_number, description, category, element_id, make, model, serial_no, installed_on,
    purchase_cost, expected_life_years, status, criticality) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const assessment = db.prepare(`INSERT INTO condition_assessments (asset_id, assessed_on, assessor_id, condition_grade, performance_grade,
    remaining_life_years, remarks, next_due_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const REMARKS = [null, 'Minor corrosion on flanges', 'Vibration within limits', 'Seal weeping, monitor', 'Paintwork needs renewal', 'Bearings noisy, schedule overhaul', 'Operating normally'];
  let number = 0;
  for (const element of elements) {
    const categories = CATEGORIES_BY_TYPE[element.typeCode] ?? ['valve'];
    const count = element.isStation ? random.int(3, 5) : random.int(1, 2);
    for (let index = 0; index < count; index++) {
      const category = categories[index % categories.length]!;
      const { items, life, cost } = CATALOGUE[category];
      const [make, model, description] = random.pick(items);
      number += 1;
      const installedOn = element.installedOn > today ? today : addYears(element.installedOn, random.int(0, 8));
      const installed = installedOn > today ? element.installedOn : installedOn;
      const age = Number(today.slice(0, 4)) - Number(installed.slice(0, 4));
      const status = age > life * 1.5 && random.chance(0.5) ? 'retired' : random.chance(0.1) ? 'standby' : 'inService';
      const assetId = Number(asset.run(`AST-${pad(number, 6)}`, description, category, element.id, make, model,
        `${make.slice(0, 2).toUpperCase()}${pad(random.int(100_000, 999_999), 6)}`, installed, random.int(cost[0], cost[1]) * 100,
        life, status, element.isStation ? random.int(3, 5) : random.int(1, 4)).lastInsertRowid);
      // Assessments every one to three years, the newest within the last four years; some never assessed.
      if (random.chance(0.12)) continue;
      let grade = Math.min(5, 1 + Math.floor(age / Math.max(life / 3, 1)));
      const assessments = random.int(1, 3);
      let day = addYears(today, -random.int(0, 3), -random.int(0, 11), -random.int(0, 27));
      const days: string[] = [];
      for (let a = 0; a < assessments && day > installed; a++) {
        days.unshift(day);
        day = addYears(day, -random.int(1, 3), 0, random.int(-20, 20));
      }
      for (const assessedOn of days) {
        grade = Math.max(1, Math.min(5, grade + random.int(-1, 1)));
        assessment.run(assetId, assessedOn, random.pick(assessors), grade, Math.max(1, Math.min(5, grade + random.int(-1, 1))),
          Math.max(0, Math.round(life * (1 - grade / 6))), random.pick(REMARKS), addYears(assessedOn, grade >= 4 ? 1 : 2));
      }
    }
  }
}

function insertParks(db: Db, random: Random, scale: 'small' | 'large', today: string): void {
  const stations = db.prepare<[string], { id: number }>('SELECT id FROM elements WHERE town = ? AND parent_id IS NULL ORDER BY id');
  const park = db.prepare(`INSERT INTO pv_parks (name, licence_number, operator, installed_capacity_kwp, export_capacity_kw, connection_voltage,
    element_id, town, latitude, longitude, commissioned_on, status, contact_phone, contact_email) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let number = 0;
  for (const [town, [lat, lon]] of Object.entries(TOWN_CENTRES)) {
    const near = stations.all(town);
    for (let index = 0; index < PARKS_PER_TOWN[scale]; index++) {
      number += 1;
      const voltage = random.pick(['mv22', 'mv11', 'lv'] as const);
      const installed = voltage === 'lv' ? random.int(50, 400) : random.int(500, 12_000);
      const status = random.pick(PARK_STATUSES);
      const commissioned = status === 'planned' || status === 'underConstruction' ? null : addYears(today, -random.int(1, 14), -random.int(0, 11), -random.int(0, 27));
      const operator = random.pick(OPERATORS);
      park.run(`${town} Solar Park ${number}`, `PV-${2010 + random.int(0, 15)}-${pad(number, 4)}`, operator, installed,
        Math.round(installed * (0.8 + random.next() * 0.2)), voltage, near.length > 0 ? random.pick(near).id : null, town,
        round6(lat + (random.next() - 0.5) * 0.2), round6(lon + (random.next() - 0.5) * 0.25), commissioned, status,
        `2${pad(random.int(2_000_000, 9_999_999), 7)}`, `operations${number}@${operator.split(' ')[0]!.toLowerCase()}.example`);
    }
  }
}

export function insertAssets(db: Db, seed: number, scale: 'small' | 'large', now: Date): void {
  const random = createRandom((seed ^ ASSETS_STREAM) >>> 0);
  const today = now.toISOString().slice(0, 10);
  insertDefinitions(db, random);
  insertRegister(db, random, today);
  insertParks(db, random, scale, today);
}
