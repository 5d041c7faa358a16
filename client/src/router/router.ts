import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { loginRoutes } from '../routes/auth/loginRoutes';
import { isCustomerPath } from '../routes/customer/areas';
import { isEmployeePath } from '../routes/employee/areas';
import { errorRoutes } from '../routes/errors/routes';
import { shellRoute } from '../routes/shell/shellRoute';
import { isPublicPath } from './publicAreas';

/**
 * The route table of 000 §2, one list per feature folder; `*` (in errorRoutes) matches last. The other public
 * pages', the customers' and the employee areas' routes join it on the first navigation into one (`routePatcher`).
 */
export const routes = [shellRoute([...loginRoutes, ...errorRoutes])];

type Patch = (routeId: string | null, children: RouteObject[]) => void;
type Patcher = (args: { path: string; patch: Patch; signal: AbortSignal }) => Promise<void>;

/**
 * Adds a table of routes under the shell the first time a navigation (the first page load included)
 * goes into one of its areas, so that pages outside them never download it (the login page neither
 * table, customers not the employees'). A failed download is tried again by the next navigation, and so
 * is the patch of a navigation interrupted while the table downloaded (the router ignores it: a customer
 * clicking a menu item while their home loads after sign-in).
 */
function routePatcher(isArea: (path: string) => boolean, load: () => Promise<RouteObject[]>): Patcher {
  let table: Promise<RouteObject[]> | undefined;
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !isArea(path)) return;
    table ??= load().catch((error: unknown) => {
      table = undefined;
      throw error;
    });
    const children = await table;
    patch('root', children);
    patched = !signal.aborted;
  };
}

export const employeeRoutePatcher = () => routePatcher(isEmployeePath, () => import('./employeeRoutes').then((module) => module.employeeRoutes));
export const publicRoutePatcher = () => routePatcher(isPublicPath, () => import('./publicRoutes').then((module) => module.publicRoutes));
export const customerRoutePatcher = () => routePatcher(isCustomerPath, () => import('./customerRoutes').then((module) => module.customerRoutes));

export function createRouter() {
  const employee = employeeRoutePatcher();
  const customer = customerRoutePatcher();
  const visitor = publicRoutePatcher();
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: async (args) => {
      await Promise.all([employee(args), customer(args), visitor(args)]);
    },
  });
}
