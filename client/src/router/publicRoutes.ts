import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '../routes/auth/routes';
import { ebillRoutes } from '../routes/ebill/routes';
import { newCustomerRoutes } from '../routes/newCustomer/routes';
import { paymentsRoutes } from '../routes/payments/routes';
import { supportRoutes } from '../routes/support/routes';
import { verifyRoutes } from '../routes/verify/routes';

/**
 * 000 §2 pages open without signing in (or to every role) other than the login page: activation, reset and account
 * changes, payments, e-bill, new customers, support, verification (the routes of each live in its folder). The
 * router adds them on the first navigation into one of `PUBLIC_AREAS` (`publicAreas.ts`, `router.ts`).
 */
export const publicRoutes: RouteObject[] = [...authRoutes, ...paymentsRoutes, ...ebillRoutes, ...newCustomerRoutes, ...supportRoutes, ...verifyRoutes];
