import type { Db } from '../db/open.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Details of every account and property (002 §3 enquiry labels), written in a pass of their own after all
 * other generation, from a random source derived from the seed: the rows existing tables get for a seed
 * stay exactly what they were before this pass existed.
 */
const DETAILS_SEED_OFFSET = 0x0ac7;

const CONSUMER_TYPES = [
  ['domestic', 0.82],
  ['commercial', 0.12],
  ['industrial', 0.03],
  ['public', 0.03],
] as const;
const TARIFFS: Record<string, readonly string[]> = {
  domestic: ['W-DOM-01', 'W-DOM-02'],
  commercial: ['W-COM-10'],
  industrial: ['W-IND-20'],
  public: ['W-PUB-30'],
};
const PROPERTY_TYPES = ['house', 'apartment', 'shop', 'office', 'plot'] as const;
const BANKS = ['Bank of Cyprus', 'Hellenic Bank', 'Eurobank Cyprus', 'Alpha Bank Cyprus'] as const;
const BILLING_GROUPS = 12;
const SUSPENDED = 0.02;
const CLOSED = 0.01;
const DIRECT_DEBIT = 0.45;
const E_BILL = 0.4;
const EXTRA_SEWERAGE_TARIFF = 0.6;

function weighted<T extends string>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  let roll = random.next();
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('no choices');
  return last[0];
}

function digits(random: Random, count: number): string {
  let out = '';
  for (let index = 0; index < count; index++) out += String(random.int(0, 9));
  return out;
}

function openingDate(random: Random): string {
  const year = random.int(1985, 2024);
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export function insertAccountDetails(db: Db, seed: number): void {
  const random = createRandom(seed + DETAILS_SEED_OFFSET);
  const accountIds = db.prepare('SELECT id FROM accounts ORDER BY id').pluck().all() as number[];
  const propertyIds = db.prepare('SELECT id FROM properties ORDER BY id').pluck().all() as number[];
  const account = db.prepare(`INSERT INTO account_details (account_id, consumer_type, billing_group, tariff, supply_type,
    status, opened_on, bank_name, iban, e_bill) VALUES (?, ?, ?, ?, 'water', ?, ?, ?, ?, ?)`);
  const property = db.prepare('INSERT INTO property_details (property_id, plot, property_type, tariffs) VALUES (?, ?, ?, ?)');
  for (const id of accountIds) {
    const consumerType = weighted(random, CONSUMER_TYPES);
    const roll = random.next();
    const status = roll < CLOSED ? 'closed' : roll < CLOSED + SUSPENDED ? 'suspended' : 'active';
    const directDebit = random.chance(DIRECT_DEBIT);
    account.run(
      id,
      consumerType,
      `BG${String(random.int(1, BILLING_GROUPS)).padStart(2, '0')}`,
      random.pick(TARIFFS[consumerType] ?? ['W-DOM-01']),
      status,
      openingDate(random),
      directDebit ? random.pick(BANKS) : null,
      directDebit ? `CY${digits(random, 26)}` : null,
      random.chance(E_BILL) ? 1 : 0,
    );
  }
  for (const id of propertyIds) {
    const type = random.pick(PROPERTY_TYPES);
    const tariffs = random.chance(EXTRA_SEWERAGE_TARIFF) ? ['W-SUPPLY', 'SEWERAGE'] : ['W-SUPPLY'];
    property.run(id, `${random.int(1, 60)}/${random.int(1, 999)}`, type, JSON.stringify(tariffs));
  }
}
