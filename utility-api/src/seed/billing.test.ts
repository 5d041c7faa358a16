import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { billingStore } from '../store/billing.ts';
import { BILL_MONTHS, insertBilling } from './billing.ts';
import { seedDatabase } from './seed.ts';

const NOW = new Date('2026-03-10T09:00:00Z');

async function seededAt(seed: number, now: Date): Promise<Db> {
  const db = openDatabase(':memory:');
  migrate(db);
  await seedDatabase(db, { seed, scale: 'small' });
  db.exec('DELETE FROM bills; DELETE FROM account_adjustments');
  db.transaction(() => insertBilling(db, seed, now))();
  return db;
}

const fingerprint = (db: Db) =>
  createHash('sha256')
    .update(JSON.stringify(db.prepare('SELECT * FROM bills ORDER BY id').all()))
    .update(JSON.stringify(db.prepare('SELECT * FROM account_adjustments ORDER BY id').all()))
    .digest('hex');

describe('insertBilling', () => {
  it('writes 24 monthly bills for every account, the latest for the month before the seeding month', async () => {
    const db = await seededAt(1, NOW);
    const accounts = db.prepare('SELECT COUNT(*) FROM accounts').pluck().get() as number;
    expect(db.prepare('SELECT COUNT(*) FROM bills').pluck().get()).toBe(accounts * BILL_MONTHS);
    const reference = db.prepare<[], string>('SELECT reference FROM properties WHERE id = (SELECT property_id FROM accounts WHERE id = 1)').pluck().get() ?? '';
    const { bills } = billingStore(db).ledger(1, reference);
    expect(bills).toHaveLength(BILL_MONTHS);
    expect(bills.at(-1)).toMatchObject({ periodFrom: '2026-02-01', periodTo: '2026-02-28', issueDate: '2026-03-01', dueDate: '2026-03-16' });
    expect(bills[0]).toMatchObject({ periodFrom: '2024-03-01', issueDate: '2024-04-01' });
    for (const bill of bills) {
      expect(bill.invoiceNumber).toMatch(/^\d{15}$/);
      // 001 §5: the property reference is 0 followed by characters 3 to 7 of the invoice number.
      expect(`0${bill.invoiceNumber.slice(2, 7)}`).toBe(reference);
    }
    const late = db.prepare("SELECT COUNT(*) FROM bills WHERE paid_on > '2026-03-10'").pluck().get();
    expect(late).toBe(0);
    const pendingOld = db.prepare("SELECT COUNT(*) FROM bills WHERE payment_pending = 1 AND paid_on <= '2026-03-08'").pluck().get();
    expect(pendingOld).toBe(0);
    db.close();
  });

  it('is the same for the same seed and month, and differs for another seed or month', async () => {
    const [a, b, c, d] = await Promise.all([seededAt(1, NOW), seededAt(1, NOW), seededAt(2, NOW), seededAt(1, new Date('2026-04-10T09:00:00Z'))]);
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint(a)).not.toBe(fingerprint(c));
    expect(fingerprint(a)).not.toBe(fingerprint(d));
    for (const db of [a, b, c, d]) db.close();
  });

  it('shows the demo customer an open bill with a pending payment and an overdue partly paid one', async () => {
    const db = await seededAt(1, NOW);
    const { bills } = billingStore(db).ledger(1, '000000');
    expect(bills.at(-1)).toMatchObject({ status: 'unpaid', payment: { status: 'Pending' } });
    expect(bills.at(-2)).toMatchObject({ status: 'partlyPaid', payment: { status: 'Completed' } });
    db.close();
  });
});
