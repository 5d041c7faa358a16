import { typedDayOf } from '../../../shared/days.ts';
import type { Db } from '../db/open.ts';
import { addDays } from '../routes/billing/billRules.ts';
import type { Store } from '../store/store.ts';

/** `PAYMENT_DUE` goes out this many days before a bill's due date, at the earliest. */
export const DUE_SOON_DAYS = 7;

export interface PaymentReminders {
  /**
   * Reminds the account's bills that are due or overdue on `today` (each once) and answers the next day its
   * reminders may change without a new bill or payment (a bill coming within a week of its due date or
   * passing it), or null when no open bill is left.
   */
  remind(accountId: number, today: string): string | null;
}

/**
 * The back office's payment reminders: the account's newest open bill due within a week is reminded once as
 * due, and its newest open bill past its due date once as overdue, to the account's portal users by the
 * channel each chose for that kind (README "Notifications").
 */
export function paymentReminders(db: Db, store: Store): PaymentReminders {
  const account = db.prepare<[number], { accountKey: string; reference: string }>(
    'SELECT a.account_key AS accountKey, p.reference FROM accounts a JOIN properties p ON p.id = a.property_id WHERE a.id = ?',
  );
  const claim = db.prepare<[number, string, string]>('INSERT OR IGNORE INTO bill_notices (bill_id, kind, sent_at) VALUES (?, ?, ?)');
  return {
    remind(accountId, today) {
      const found = account.get(accountId);
      if (found === undefined) return null;
      const now = store.clock().toISOString();
      const open = store.billing.ledger(accountId, found.reference).bills.filter((bill) => bill.status !== 'paid' && bill.payment?.status !== 'Pending');
      const dueSoonFrom = (dueDate: string) => addDays(dueDate, -DUE_SOON_DAYS);
      // The newest overdue bill and the newest bill due within the week: older ones were reminded in their time.
      const reminders = [
        ['PAYMENT_OVERDUE', open.filter((bill) => bill.dueDate < today).at(-1)],
        ['PAYMENT_DUE', open.filter((bill) => bill.dueDate >= today && dueSoonFrom(bill.dueDate) <= today).at(-1)],
      ] as const;
      for (const [kind, bill] of reminders) {
        // The claim makes the reminder once per bill and kind, however often the back office runs.
        if (bill === undefined || claim.run(bill.billId, kind, now).changes === 0) continue;
        store.notifier.accountNotice(accountId, kind, { account: found.accountKey, date: typedDayOf(bill.dueDate) });
      }
      const coming = open.flatMap((bill) => [dueSoonFrom(bill.dueDate), addDays(bill.dueDate, 1)]).filter((day) => day > today);
      return coming.length === 0 ? null : coming.reduce((first, day) => (day < first ? day : first));
    },
  };
}
