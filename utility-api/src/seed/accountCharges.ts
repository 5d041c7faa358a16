import type { Db } from '../db/open.ts';
import { addDays } from '../routes/billing/billRules.ts';
import { organisationDay } from '../routes/billing/today.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE } from './demoUsers.ts';

/**
 * Open fees (payment type 3) and other sales (type 4) of the demo logins' selected accounts (migration 039),
 * raised in the days before seeding, so the payment dialog has records to pay (000 §2). No random source:
 * written after every other table, they leave every other row as it was.
 */
const CHARGES = [
  { paymentType: 3, kind: 'reconnection', cents: 3500, daysAgo: 20 },
  { paymentType: 3, kind: 'meterTest', cents: 2250, daysAgo: 12 },
  { paymentType: 3, kind: 'accountTransfer', cents: 1500, daysAgo: 5 },
  { paymentType: 4, kind: 'meterBox', cents: 4800, daysAgo: 9 },
  { paymentType: 4, kind: 'waterTanker', cents: 6000, daysAgo: 3 },
] as const;

export function insertAccountCharges(db: Db, now: Date): void {
  const today = organisationDay(now);
  const selected = db.prepare<[string | null, string | null], number | null>(
    'SELECT selected_account_id FROM users WHERE email = ? OR mobile_no = ?',
  ).pluck();
  const insert = db.prepare('INSERT INTO account_charges (account_id, payment_type, kind, amount_cents, raised_on) VALUES (?, ?, ?, ?, ?)');
  const accounts = [selected.get(DEMO_CUSTOMER_EMAIL, null), selected.get(null, DEMO_CUSTOMER_MOBILE)];
  for (const accountId of accounts) {
    if (accountId === null || accountId === undefined) continue;
    for (const charge of CHARGES) insert.run(accountId, charge.paymentType, charge.kind, charge.cents, addDays(today, -charge.daysAgo));
  }
}
