/**
 * The first path segment of every route of the customer route table (`./routes.ts`: the signed-in
 * customers' own screens, 000 §2). The table loads on the first navigation under one of them, so the
 * login page does not download their route queries; `areas.test.ts` keeps this list and the table in step.
 */
export const CUSTOMER_AREAS: ReadonlySet<string> = new Set([
  'userHome',
  'account',
  'dashscreen',
  'financial',
  'app',
  'apps',
  'apply',
  'visitorApplication',
  'readings',
  'halfHourEstimatedConsumption',
  'emails',
  'email',
  'attachments',
  'contactUs',
]);

/** Whether `pathname` (as `/area/...`) is under a customer area. */
export function isCustomerPath(pathname: string): boolean {
  return CUSTOMER_AREAS.has(pathname.split('/')[1] ?? '');
}
