import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { authRoutes } from '../routes/auth/routes';
import { isCustomerPath } from '../routes/customer/areas';
import { ebillRoutes } from '../routes/ebill/routes';
import { isEmployeePath } from '../routes/employee/areas';
import { errorRoutes } from '../routes/errors/routes';
import { newCustomerRoutes } from '../routes/newCustomer/routes';
import { paymentsRoutes } from '../routes/payments/routes';
import { shellRoute } from '../routes/shell/shellRoute';
import { supportRoutes } from '../routes/support/routes';
import { verifyRoutes } from '../routes/verify/routes';

/**
 * The route table of 000 §2, one list per feature folder; `*` (in errorRoutes) matches last. The
 * customers' and the employee areas' routes join it on the first navigation into one (`routePatcher`).
 */
export const routes = [shellRoute([...authRoutes, ...paymentsRoutes, ...ebillRoutes, ...newCustomerRoutes, ...supportRoutes, ...verifyRoutes, ...errorRoutes])];

type Patch = (routeId: string | null, children: RouteObject[]) => void;
type Patcher = (args: { path: string; patch: Patch }) => Promise<void>;

/**
 * Adds a table of routes under the shell the first time a navigation (the first page load included)
 * goes into one of its areas, so that pages outside them never download it (the login page neither
 * table, customers not the employees'). A failed download is tried again by the next navigation.
 */
function routePatcher(isArea: (path: string) => boolean, load: () => Promise<RouteObject[]>): Patcher {
  let table: Promise<void> | undefined;
  return async ({ path, patch }) => {
    if (!isArea(path)) return;
    table ??= load().then(
      (children) => patch('root', children),
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    );
    await table;
  };
}

export const employeeRoutePatcher = () => routePatcher(isEmployeePath, () => import('./employeeRoutes').then((module) => module.employeeRoutes));
export const customerRoutePatcher = () => routePatcher(isCustomerPath, () => import('./customerRoutes').then((module) => module.customerRoutes));

export function createRouter() {
  const employee = employeeRoutePatcher();
  const customer = customerRoutePatcher();
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: async (args) => {
      await Promise.all([employee(args), customer(args)]);
    },
  });
}
