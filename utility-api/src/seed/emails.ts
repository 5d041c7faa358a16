import type { Db } from '../db/open.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE } from './demoUsers.ts';
import { createRandom } from './random.ts';

/**
 * The last day seeded e-mails reach: a fixed day, so that the same seed always writes the same rows.
 * They cover the two years before it (issue "Customer self-service areas", /emails).
 */
const EMAILS_SEEDED_UNTIL = '2026-11-15';
const SEEDED_MONTHS = 24;

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

/** A monthly bill e-mail and, some months, a notice, for each demo customer; generated customers get none. */
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
    for (let back = SEEDED_MONTHS - 1; back >= 0; back -= 1) {
      const month = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() - back, 1));
      const billed = new Date(month.getTime() + (random.int(2, 6) * 24 + random.int(7, 17)) * 3_600_000);
      const period = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1));
      const amount = (random.int(2_500, 14_000) / 100).toFixed(2);
      // The newest e-mails are unread, as a customer who has not looked yet would find them.
      const isRead = back > 1 ? 1 : 0;
      insert.run(
        customerId,
        billed.toISOString(),
        `Your bill for ${MONTHS[period.getUTCMonth()]} ${period.getUTCFullYear()}`,
        `Dear customer,\n\nYour bill for ${MONTHS[period.getUTCMonth()]} ${period.getUTCFullYear()} is ready: €${amount}, due by ${display(new Date(billed.getTime() + 30 * 86_400_000))}.\nYou can see and pay it in the portal.\n\nCustomer Service`,
        isRead,
      );
      if (!random.chance(0.4)) continue;
      const sent = new Date(month.getTime() + (random.int(10, 25) * 24 + random.int(8, 18)) * 3_600_000);
      if (sent > until) continue;
      const notice = random.pick(NOTICES);
      insert.run(customerId, sent.toISOString(), notice.subject, notice.body.replace('{day}', display(new Date(sent.getTime() + 3 * 86_400_000))), isRead);
    }
  }
}
