import { describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { billCalendar, splitBillId } from '../routes/billing/billRules.ts';
import { seededCopy } from '../testing/seededDatabase.ts';
import { insertBilling } from './billing.ts';
import { insertEmails } from './emails.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "<Month> <year> €<amount>" of every bill of the customer's accounts. */
function billNames(db: Db, customerId: number): Set<string> {
  const accounts = new Set(db.prepare<[number], number>('SELECT id FROM accounts WHERE customer_id = ?').pluck().all(customerId));
  const bills = db.prepare<[], { id: number; amountCents: number }>('SELECT id, amount_cents AS amountCents FROM bills').all();
  return new Set(
    bills
      .filter(({ id }) => accounts.has(splitBillId(id).accountId))
      .map(({ id, amountCents }) => {
      const period = billCalendar(splitBillId(id).month).periodFrom;
      return `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)} €${(amountCents / 100).toFixed(2)}`;
    }),
  );
}

function expectBillEmailsNameBills(db: Db): void {
  const emails = db
    .prepare<[], { customerId: number; subject: string; body: string }>("SELECT customer_id AS customerId, subject, body FROM emails WHERE subject LIKE 'Your bill for %'")
    .all();
  expect(emails.length).toBeGreaterThan(0);
  for (const { customerId, subject, body } of emails) {
    const named = /Your bill for (\w+ \d{4}) is ready: (€\d+\.\d{2})/.exec(body);
    expect(named?.[1]).toBe(subject.replace('Your bill for ', ''));
    expect(billNames(db, customerId)).toContain(`${named?.[1]} ${named?.[2]}`);
  }
}

describe('insertEmails', () => {
  it('announces in each bill e-mail a seeded bill of the customer, its month and amount', async () => {
    expectBillEmailsNameBills(await seededCopy(1));
  });

  it('follows the bills whatever the seeding day', async () => {
    const db = await seededCopy(1);
    const count = db.prepare('SELECT COUNT(*) FROM emails').pluck().get();
    db.exec('DELETE FROM bills; DELETE FROM account_adjustments; DELETE FROM emails');
    db.transaction(() => {
      insertBilling(db, 1, new Date('2027-06-20T09:00:00Z'));
      insertEmails(db, 1);
    })();
    expectBillEmailsNameBills(db);
    expect(db.prepare('SELECT COUNT(*) FROM emails').pluck().get()).toBe(count);
  });
});
