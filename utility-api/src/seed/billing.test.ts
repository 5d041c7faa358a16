import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { addDays, billingDay } from '../routes/billing/billRules.ts';
import { billingStore } from '../store/billing.ts';
import { seededCopy } from '../testing/seededDatabase.ts';
import { BILL_MONTHS, insertBilling } from './billing.ts';

const NOW = new Date('2026-03-10T09:00:00Z');

async function seededAt(seed: number, now: Date): Promise<Db> {
  const db = await seededCopy(seed);
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
  it('writes 24 monthly bills for every account, the latest issued on its billing day last before the seeding day', async () => {
    const db = await seededAt(1, NOW);
    const accounts = db.prepare('SELECT COUNT(*) FROM accounts').pluck().get() as number;
    expect(db.prepare('SELECT COUNT(*) FROM bills').pluck().get()).toBe(accounts * BILL_MONTHS);
    const reference = db.prepare<[], string>('SELECT reference FROM properties WHERE id = (SELECT property_id FROM accounts WHERE id = 1)').pluck().get() ?? '';
    const { bills } = billingStore(db).ledger(1, reference);
    expect(bills).toHaveLength(BILL_MONTHS);
    // The demo account joins the group billed last before the 10th: BG05, billed on the 9th.
    expect(db.prepare('SELECT billing_group FROM account_details WHERE account_id = 1').pluck().get()).toBe('BG05');
    expect(bills.at(-1)).toMatchObject({ periodFrom: '2026-02-09', periodTo: '2026-03-08', issueDate: '2026-03-09', dueDate: '2026-03-24' });
    expect(bills[0]).toMatchObject({ periodFrom: '2024-03-09', issueDate: '2024-04-09' });
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

  it('is the same for the same seed and day, and differs for another seed or month', async () => {
    const [a, b, c, d] = await Promise.all([seededAt(1, NOW), seededAt(1, NOW), seededAt(2, NOW), seededAt(1, new Date('2026-04-10T09:00:00Z'))]);
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint(a)).not.toBe(fingerprint(c));
    expect(fingerprint(a)).not.toBe(fingerprint(d));
    for (const db of [a, b, c, d]) db.close();
  });

  it('shows the demo customer, whatever the day, a bill payable online, an overdue partly paid one and a pending payment', async () => {
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-10', '2026-03-16', '2026-03-31', '2026-02-28']) {
      const db = await seededAt(1, new Date(`${day}T23:30:00Z`));
      const { bills } = billingStore(db).ledger(1, '000000');
      const latest = bills.at(-1);
      expect(latest, day).toMatchObject({ status: 'unpaid', payment: null });
      // 002 §9: payable online within 15 days after the invoice date.
      expect(latest!.issueDate < day && addDays(latest!.issueDate, 15) > day, `${day}: ${latest?.issueDate}`).toBe(true);
      expect(bills.at(-2)).toMatchObject({ status: 'partlyPaid', payment: { status: 'Completed' } });
      expect(bills.at(-3)).toMatchObject({ status: 'unpaid', payment: { status: 'Pending', date: addDays(day, -1) } });
      db.close();
    }
  });

  it('bills each account on its billing group\'s day, so that many generated accounts have a bill payable online', async () => {
    const db = await seededAt(1, NOW);
    const store = billingStore(db);
    const accounts = db.prepare<[], { id: number; group: string }>('SELECT account_id AS id, billing_group AS "group" FROM account_details').all();
    let payable = 0;
    for (const { id, group } of accounts) {
      const { bills } = store.ledger(id, '000000');
      const day = String(billingDay(group)).padStart(2, '0');
      for (const bill of bills) expect(bill.issueDate.slice(8)).toBe(day);
      const latest = bills.at(-1)!;
      expect(latest.issueDate <= '2026-03-10' && addDays(latest.issueDate, 31) > '2026-03-10').toBe(true);
      if (latest.status !== 'paid' && addDays(latest.issueDate, 15) >= '2026-03-10') payable += 1;
    }
    expect(new Set(accounts.map((account) => account.group)).size).toBe(12);
    expect(payable / accounts.length).toBeGreaterThan(0.1);
    db.close();
  });
});
