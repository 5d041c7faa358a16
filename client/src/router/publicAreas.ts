/**
 * The first path segment of every route of the public route table (`./publicRoutes.ts`: pages open without
 * signing in, or to every role, other than the login page, 000 §2). The table loads on the first navigation under
 * one of them, so the login page does not download their route queries; `publicAreas.test.ts` keeps this list and
 * the table in step. `account` is a customer area too: its public pages (reset, account changes) load both tables.
 */
export const PUBLIC_AREAS: ReadonlySet<string> = new Set([
  'activate',
  'account',
  'changeEmail',
  'changeEmailComplete',
  'notifications',
  'billPayment',
  'paymentResult',
  'ebill',
  'unsubscribe',
  'newCustomer',
  'customerEvaluation',
  'support',
  'privacyPolicy',
  'complaints',
  'verify',
]);

/** Whether `pathname` (as `/area/...`) is under a public area. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_AREAS.has(pathname.split('/')[1] ?? '');
}
