import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/open.ts';
import { freshlySeeded } from '../testing/seededDatabase.ts';
import { DEMO_PASSWORD } from './demoUsers.ts';
import { CUSTOMERS_PER_SCALE } from './seed.ts';
import { UNREGISTERED_CUSTOMERS } from './unregisteredCustomers.ts';

// Password hashes are salted at random on every run, so they are left out of the comparison.
const FINGERPRINTED = [
  'SELECT * FROM customers ORDER BY id',
  'SELECT * FROM properties ORDER BY id',
  'SELECT * FROM accounts ORDER BY id',
  'SELECT id, email, mobile_no, name, role, registration_type, active, language, customer_id, selected_account_id, employee_flags FROM users ORDER BY id',
  'SELECT * FROM account_users ORDER BY account_id, user_id',
  'SELECT * FROM settings ORDER BY key',
  'SELECT * FROM texts ORDER BY id, lang',
];

// The people behind the demo logins (Maria's mother included) and the unregistered customers.
const DEMO_CUSTOMERS = 4 + UNREGISTERED_CUSTOMERS.length;

function fingerprint(db: Db): string {
  const hash = createHash('sha256');
  for (const sql of FINGERPRINTED) hash.update(JSON.stringify(db.prepare(sql).all()));
  return hash.digest('hex');
}

describe('seedDatabase', () => {
  it('produces the same data for the same seed and different data for another', async () => {
    const [a, b, c] = await Promise.all([freshlySeeded(1), freshlySeeded(1), freshlySeeded(2)]);
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint(a)).not.toBe(fingerprint(c));
    for (const db of [a, b, c]) db.close();
  });

  it('generates the small scale with plausible customers', async () => {
    const db = await freshlySeeded(1);
    expect(db.prepare('SELECT COUNT(*) FROM customers').pluck().get()).toBe(CUSTOMERS_PER_SCALE.small + DEMO_CUSTOMERS);
    const names = db.prepare('SELECT name FROM customers').pluck().all() as string[];
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(new Set(names).size).toBeGreaterThan(100);
    const accounts = db.prepare('SELECT COUNT(*) FROM accounts').pluck().get() as number;
    expect(accounts).toBeGreaterThan(CUSTOMERS_PER_SCALE.small);
    const relations = db.prepare('SELECT DISTINCT relation FROM account_users ORDER BY 1').pluck().all();
    expect(relations).toEqual(['owner', 'representative', 'tenant']);
    db.close();
  });

  // The large scale itself is built, and its time measured, by the benchmark (bench/): here only that
  // its customers' properties fit the 100,000 property references of 001 §5 at the small scale's rate.
  it('generates few enough properties per customer for the large scale to fit the property references', async () => {
    const db = await freshlySeeded(1);
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    expect((count('properties') / count('customers')) * CUSTOMERS_PER_SCALE.large).toBeLessThan(100_000);
    db.close();
  });

  it('keeps the unregistered demo customers\' account keys at every seed, with no portal user', async () => {
    for (const seed of [1, 2]) {
      const db = await freshlySeeded(seed);
      for (const customer of UNREGISTERED_CUSTOMERS) {
        const row = db
          .prepare(`SELECT c.id_no AS idNo, (SELECT COUNT(*) FROM users u WHERE u.customer_id = c.id) AS users
                    FROM accounts a JOIN customers c ON c.id = a.customer_id WHERE a.account_key = ?`)
          .get(customer.accountKey);
        expect(row, customer.accountKey).toEqual({ idNo: customer.idNo, users: 0 });
      }
      db.close();
    }
  });

  it('salts each demo login separately with the demo password', async () => {
    const db = await freshlySeeded(1);
    const hashes = db
      .prepare("SELECT password_hash FROM users WHERE email LIKE '%@demo.test' OR mobile_no = '99123456'")
      .pluck()
      .all() as string[];
    expect(hashes).toHaveLength(6);
    expect(new Set(hashes).size).toBe(6);
    for (const hash of hashes) expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    db.close();
  });
});
