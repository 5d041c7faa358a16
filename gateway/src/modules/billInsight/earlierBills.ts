import type { GatewayContext } from '../../context.ts';
import type { UpstreamBill } from '../billing/api.ts';
import { billPageKey, billingLoaders } from '../billing/billingLoaders.ts';

/** Pages of this size hold a bill and the year of bills before it (the demo's 24 bills in one call). */
const INSIGHT_PAGE_SIZE = 25;
/** Bills older than this many pages (ten years) are not compared: the search for them stops. */
const MAX_PAGES = 5;
/** A year back and one more: enough to hold the same period a year earlier. */
const YEAR_OF_BILLS = 13;

/** The account's newest bills, newest first (the forecast's recent bills). */
export async function newestBills(ctx: GatewayContext, accountId: number): Promise<UpstreamBill[]> {
  return (await billingLoaders(ctx).billPages.load(billPageKey(accountId, 1, INSIGHT_PAGE_SIZE))).items;
}

/**
 * The bills before `bill`, newest first, at least a year of them when the account has them: read page by
 * page from the newest, as `/Bill/GetItems` offers them; empty when the bill is not among the newest pages.
 */
export async function billsBefore(ctx: GatewayContext, bill: UpstreamBill): Promise<UpstreamBill[]> {
  const bills: UpstreamBill[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { total, items } = await billingLoaders(ctx).billPages.load(billPageKey(bill.accountId, page, INSIGHT_PAGE_SIZE));
    bills.push(...items);
    const index = bills.findIndex((item) => item.billId === bill.billId);
    const complete = bills.length >= total || items.length === 0;
    if (index >= 0 && (bills.length > index + YEAR_OF_BILLS || complete)) return bills.slice(index + 1);
    if (complete) return [];
  }
  return [];
}

/** The bill whose period starts in the same month a year before `bill`'s. */
export function samePeriodLastYear(bill: UpstreamBill, earlier: readonly UpstreamBill[]): UpstreamBill | undefined {
  const month = `${Number(bill.periodFrom.slice(0, 4)) - 1}${bill.periodFrom.slice(4, 7)}`;
  return earlier.find((item) => item.periodFrom.slice(0, 7) === month);
}
