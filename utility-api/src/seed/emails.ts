import type { Db } from '../db/open.ts';
import { billCalendar, billId, billingDay, splitBillId } from '../routes/billing/billRules.ts';
import { BILL_MONTHS } from './billing.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE } from './demoUsers.ts';
import { createRandom } from './random.ts';

/**
 * The last day seeded e-mails reach: a fixed day, so that the same seed always writes the same rows.
 * They cover the two years before it (issue "Customer self-service areas", /emails).
 */
const EMAILS_SEEDED_UNTIL = '2026-11-15';
/** As many months as every account has bills, so each month's e-mail has its bill. */
const SEEDED_MONTHS = BILL_MONTHS;

/**
 * E-mails get their own random source (derived from the seed), so adding them left every other table's
 * data unchanged for every seed.
 */
const EMAIL_RANDOM_SALT = 0x5e_ed_e1;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const NOTICES = [
  {
    subject: 'Planned water supply interruption',
    body: 'Dear customer,\n\nDue to network maintenance the water supply in your area will be interrupted on {day} between 08:00 and 14:00. We apologise for the inconvenience.\n\nCustomer Service',
  },
  {
    subject: 'Meter reading visit',
    body: 'Dear customer,\n\nOur meter reader will visit your property on {day}. Please make sure the meter is accessible, or submit your own reading in the portal.\n\nCustomer Service',
  },
  {
    subject: 'Reply to your enquiry',
    body: 'Dear customer,\n\nThank you for contacting us. We have reviewed your enquiry of {day} and updated your account accordingly. You can follow your applications in the portal.\n\nCustomer Service',
  },
];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const display = (date: Date) => `${dayOf(date).slice(8, 10)}/${dayOf(date).slice(5, 7)}/${dayOf(date).slice(0, 4)}`;

interface SeededBill {
  month: number;
  amountCents: number;
  issueDate: string;
  dueDate: string;
}

/** The bills of the customer's home account (its first), oldest first, as seed/billing.ts wrote them. */
function homeAccountBills(db: Db, customerId: number): SeededBill[] {
  const home = db
    .prepare<[number], { id: number; billingGroup: string | null }>(
      'SELECT a.id, d.billing_group AS billingGroup FROM accounts a LEFT JOIN account_details d ON d.account_id = a.id WHERE a.customer_id = ? ORDER BY a.id LIMIT 1',
    )
    .get(customerId);
  if (!home) return [];
  return db
    .prepare<[number, number], { id: number; amountCents: number }>('SELECT id, amount_cents AS amountCents FROM bills WHERE id >= ? AND id < ? ORDER BY id')
    .all(billId(home.id, 0), billId(home.id + 1, 0))
    .map(({ id, amountCents }) => {
      const { month } = splitBillId(id);
      return { month, amountCents, ...billCalendar(month, billingDay(home.billingGroup)) };
    });
}

/**
 * A monthly bill e-mail and, some months, a notice, for each demo customer; generated customers get none.
 * Each bill e-mail announces one of the home account's seeded bills (its month, amount and due date), so
 * it runs after seed/billing.ts.
 */
export function insertEmails(db: Db, seed: number): void {
  const random = createRandom(seed ^ EMAIL_RANDOM_SALT);
  const customers = db
    .prepare<[string, string], { customerId: number }>(
      'SELECT customer_id AS customerId FROM users WHERE (email = ? OR mobile_no = ?) AND customer_id IS NOT NULL ORDER BY id',
    )
    .all(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE);
  const insert = db.prepare('INSERT INTO emails (customer_id, sent_at, subject, body, is_read) VALUES (?, ?, ?, ?, ?)');
  const until = new Date(`${EMAILS_SEEDED_UNTIL}T00:00:00Z`);
  for (const { customerId } of customers) {
    // The last SEEDED_MONTHS bills, one e-mail per month of the e-mail window.
    const bills = homeAccountBills(db, customerId).slice(-SEEDED_MONTHS);
    for (let back = SEEDED_MONTHS - 1; back >= 0; back -= 1) {
      const month = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() - back, 1));
      // The day and amount once drawn here are still drawn, so the notices drawn after them stay the same.
      random.int(2, 6);
      const hour = random.int(7, 17);
      random.int(2_500, 14_000);
      // The newest e-mails are unread, as a customer who has not looked yet would find them.
      const isRead = back > 1 ? 1 : 0;
      const bill = bills[bills.length - 1 - back];
      if (bill) {
        const period = new Date(`${billCalendar(bill.month).periodFrom}T00:00:00Z`);
        const name = `${MONTHS[period.getUTCMonth()]} ${period.getUTCFullYear()}`;
        insert.run(
          customerId,
          new Date(new Date(`${bill.issueDate}T00:00:00Z`).getTime() + hour * 3_600_000).toISOString(),
          `Your bill for ${name}`,
          `Dear customer,\n\nYour bill for ${name} is ready: €${(bill.amountCents / 100).toFixed(2)}, due by ${display(new Date(`${bill.dueDate}T00:00:00Z`))}.\nYou can see and pay it in the portal.\n\nCustomer Service`,
          isRead,
        );
      }
      if (!random.chance(0.4)) continue;
      const sent = new Date(month.getTime() + (random.int(10, 25) * 24 + random.int(8, 18)) * 3_600_000);
      if (sent > until) continue;
      const notice = random.pick(NOTICES);
      insert.run(customerId, sent.toISOString(), notice.subject, notice.body.replace('{day}', display(new Date(sent.getTime() + 3 * 86_400_000))), isRead);
    }
  }
}
