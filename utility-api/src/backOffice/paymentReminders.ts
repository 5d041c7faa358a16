import { typedDayOf } from '../../../shared/days.ts';
import type { Db } from '../db/open.ts';
import type { Store } from '../store/store.ts';

/** `PAYMENT_DUE` goes out this many days before a bill's due date, at the earliest. */
const DUE_SOON_DAYS = 7;
/** Accounts one run looks at; the next run resumes after the last. */
const REMINDER_BATCH = 500;

const DAY_MS = 86_400_000;

export interface PaymentReminders {
  /** Reminds the next batch of accounts after `afterId` (0: from the start); answers where the next run starts. */
  run(afterId: number): number;
}

/**
 * The back office's payment reminders: for each account, its newest open bill due within a week is reminded
 * once as due, and its newest open bill past its due date once as overdue, to the account's portal users by
 * the channel each chose for that kind (README "Notifications").
 */
export function paymentReminders(db: Db, store: Store): PaymentReminders {
  const accounts = db.prepare<[number, number], { accountId: number; accountKey: string; reference: string }>(
    `SELECT a.id AS accountId, a.account_key AS accountKey, p.reference FROM accounts a JOIN properties p ON p.id = a.property_id
     WHERE a.id > ? ORDER BY a.id LIMIT ?`,
  );
  const claim = db.prepare<[number, string, string]>('INSERT OR IGNORE INTO bill_notices (bill_id, kind, sent_at) VALUES (?, ?, ?)');
  return {
    run(afterId) {
      const now = store.clock();
      const today = now.toISOString().slice(0, 10);
      const batch = accounts.all(afterId, REMINDER_BATCH);
      for (const { accountId, accountKey, reference } of batch) {
        const open = store.billing.ledger(accountId, reference).bills.filter((bill) => bill.status !== 'paid' && bill.payment?.status !== 'Pending');
        const daysLeft = (dueDate: string) => (Date.parse(dueDate) - Date.parse(today)) / DAY_MS;
        // The newest overdue bill and the newest bill due within the week: older ones were reminded in their time.
        const reminders = [
          ['PAYMENT_OVERDUE', open.filter((bill) => daysLeft(bill.dueDate) < 0).at(-1)],
          ['PAYMENT_DUE', open.filter((bill) => daysLeft(bill.dueDate) >= 0 && daysLeft(bill.dueDate) <= DUE_SOON_DAYS).at(-1)],
        ] as const;
        for (const [kind, bill] of reminders) {
          // The claim makes the reminder once per bill and kind, however often the back office runs.
          if (bill === undefined || claim.run(bill.billId, kind, now.toISOString()).changes === 0) continue;
          store.notifier.accountNotice(accountId, kind, { account: accountKey, date: typedDayOf(bill.dueDate) });
        }
      }
      return batch.length < REMINDER_BATCH ? 0 : batch.at(-1)!.accountId;
    },
  };
}
