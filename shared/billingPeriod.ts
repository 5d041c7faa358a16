const DAY_MS = 86_400_000;

/**
 * Days of a billing period from `from` to `to` (YYYY-MM-DD), both ends included: how the utility counts a
 * bill's days (utility-api/README.md, Bill charges and the open period) and how the portal counts them when
 * it compares bills.
 */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
