import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { accountRoutes } from '../routes/account/routes';
import { applicationsRoutes } from '../routes/applications/routes';
import { attachmentsRoutes } from '../routes/attachments/routes';
import { authRoutes } from '../routes/auth/routes';
import { billingRoutes } from '../routes/billing/routes';
import { contactUsRoutes } from '../routes/contactUs/routes';
import { ebillRoutes } from '../routes/ebill/routes';
import { isEmployeePath } from '../routes/employee/areas';
import { errorRoutes } from '../routes/errors/routes';
import { emailsRoutes } from '../routes/emails/routes';
import { newCustomerRoutes } from '../routes/newCustomer/routes';
import { paymentsRoutes } from '../routes/payments/routes';
import { readingsRoutes } from '../routes/readings/routes';
import { shellRoute } from '../routes/shell/shellRoute';
import { supportRoutes } from '../routes/support/routes';

/**
 * The route table of 000 §2, one list per feature folder; `*` (in errorRoutes) matches last. The
 * employee areas' routes join it on the first navigation into one (`patchEmployeeRoutes`).
 */
export const routes = [
  shellRoute([
    ...authRoutes,
    ...accountRoutes,
    ...billingRoutes,
    ...paymentsRoutes,
    ...readingsRoutes,
    ...applicationsRoutes,
    ...emailsRoutes,
    ...attachmentsRoutes,
    ...ebillRoutes,
    ...newCustomerRoutes,
    ...supportRoutes,
    ...contactUsRoutes,
    ...errorRoutes,
  ]),
];

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/**
 * Adds the employee areas' routes under the shell the first time a navigation (the first page load
 * included) goes into one of them, so that the login page and the customers' screens never download them.
 * A failed download is tried again by the next navigation.
 */
export function employeeRoutePatcher() {
  let table: Promise<void> | undefined;
  return async ({ path, patch }: { path: string; patch: Patch }): Promise<void> => {
    if (!isEmployeePath(path)) return;
    table ??= import('./employeeRoutes').then(
      ({ employeeRoutes }) => patch('root', employeeRoutes),
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    );
    await table;
  };
}

export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: employeeRoutePatcher() });
}
