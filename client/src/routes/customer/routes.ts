import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/routes';
import { applicationsRoutes } from '../applications/routes';
import { attachmentsRoutes } from '../attachments/routes';
import { billingRoutes } from '../billing/routes';
import { contactUsRoutes } from '../contactUs/routes';
import { emailsRoutes } from '../emails/routes';
import { readingsRoutes } from '../readings/routes';

/**
 * 000 §2 customer areas (the routes of each live in its folder). The router adds them on the first
 * navigation into one of `CUSTOMER_AREAS` (`router/router.ts`).
 */
export const customerRoutes: RouteObject[] = [
  ...accountRoutes,
  ...billingRoutes,
  ...readingsRoutes,
  ...applicationsRoutes,
  ...emailsRoutes,
  ...attachmentsRoutes,
  ...contactUsRoutes,
];
