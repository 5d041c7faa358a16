import { describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { freshlySeeded, seededCopy } from '../testing/seededDatabase.ts';
import { insertAccountDetails } from './accountDetails.ts';

const details = (db: Db) => JSON.stringify(db.prepare('SELECT * FROM account_details ORDER BY account_id').all()) + JSON.stringify(db.prepare('SELECT * FROM property_details ORDER BY property_id').all());
const accounts = (db: Db) => JSON.stringify(db.prepare('SELECT * FROM accounts ORDER BY id').all()) + JSON.stringify(db.prepare('SELECT * FROM properties ORDER BY id').all());

describe('account and property details (seed/accountDetails.ts)', () => {
  it('gives every account and property its details, the same for the same seed', async () => {
    const [one, again, other] = await Promise.all([freshlySeeded(1), freshlySeeded(1), freshlySeeded(2)]);
    const count = (db: Db, table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    expect(count(one, 'account_details')).toBe(count(one, 'accounts'));
    expect(count(one, 'property_details')).toBe(count(one, 'properties'));
    expect(details(again)).toBe(details(one));
    expect(details(other)).not.toBe(details(one));
  });

  it('reads the accounts and properties only: running the pass again rewrites the same details and nothing else', async () => {
    // The billing seed later moves the demo customer's account to another billing group (seed/billing.ts),
    // so the pass is compared with itself run again, not with the seeded rows.
    const db = await seededCopy();
    const before = accounts(db);
    db.exec('DELETE FROM account_details; DELETE FROM property_details;');
    insertAccountDetails(db, 1);
    const rows = details(db);
    db.exec('DELETE FROM account_details; DELETE FROM property_details;');
    insertAccountDetails(db, 1);
    expect(accounts(db)).toBe(before);
    expect(details(db)).toBe(rows);
  });
});
