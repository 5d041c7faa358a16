import type { Db } from '../db/open.ts';
import { billId, toAmount, type BillCalendar } from '../routes/billing/billRules.ts';
import type { Store } from '../store/store.ts';
import { billedConsumption } from './periodConsumption.ts';
import { chargesOf, periodTerms } from './pricing.ts';

/** Periods one call issues at most for an account: an API down for months catches up over a few runs. */
const CATCH_UP_PERIODS = 3;

export type OpenPeriod = BillCalendar & { month: number };

export interface BillRun {
  /**
   * Issues the account's bills whose periods ended before `today`, oldest first, each once, and answers the
   * open period after them (undefined for an account without bills) and the bills it issued.
   */
  issue(accountId: number, today: string): { open: OpenPeriod | undefined; issued: OpenPeriod[] };
}

/**
 * The utility's periodic bill run (README "Bill run"): once an account's open period has ended, its bill is
 * written as the seeded ones are (a `bills` row whose id is the account and month, so /Bill/GetItems, the
 * statement, the PDF and the comparison show it), priced by the tariff in force on the period's first day
 * (pricing.ts) for the consumption of the period's readings, and `BILL_ISSUED` goes to the account's portal users
 * by their choice. The bill's id is the unique key: any number of runs issue it once.
 */
export function billRun(db: Db, store: Store): BillRun {
  const insert = db.prepare<[number, number, number]>('INSERT INTO bills (id, amount_cents, consumption) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING');
  const accountKey = db.prepare<[number], string>('SELECT account_key FROM accounts WHERE id = ?').pluck();
  const issueOne = db.transaction((accountId: number, period: OpenPeriod): boolean => {
    const terms = periodTerms(store.tariffs.all(), period.periodFrom, period.periodTo);
    if (!terms) return false;
    const consumption = billedConsumption(store, accountId, period.periodFrom, period.periodTo);
    const cents = chargesOf(consumption, terms).totalCents;
    if (insert.run(billId(accountId, period.month), cents, consumption).changes === 0) return false;
    const symbol = store.settings.read().currencySymbol;
    const amount = `${typeof symbol === 'string' ? symbol : ''}${toAmount(cents).toFixed(2)}`;
    store.notifier.accountNotice(accountId, 'BILL_ISSUED', { account: accountKey.get(accountId) ?? '', amount });
    return true;
  });
  return {
    issue(accountId, today) {
      const issued: OpenPeriod[] = [];
      let open = store.billing.openPeriod(accountId);
      while (open !== undefined && open.periodTo < today && issued.length < CATCH_UP_PERIODS) {
        if (!issueOne(accountId, open)) break;
        issued.push(open);
        open = store.billing.openPeriod(accountId);
      }
      return { open, issued };
    },
  };
}
