import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../routes/account/routes';
import { applicationFamiliesRoutes } from '../routes/applicationFamilies/routes';
import { applicationsRoutes } from '../routes/applications/routes';
import { attachmentsRoutes } from '../routes/attachments/routes';
import { billingRoutes } from '../routes/billing/routes';
import { consumptionAlertRoutes } from '../routes/consumptionAlerts/routes';
import { contactUsRoutes } from '../routes/contactUs/routes';
import { emailsRoutes } from '../routes/emails/routes';
import { readingsRoutes } from '../routes/readings/routes';

/**
 * 000 §2 customer areas (the routes of each live in its folder). The router adds them on the first
 * navigation into one of `CUSTOMER_AREAS` (`router.ts`).
 */
export const customerRoutes: RouteObject[] = [
  ...accountRoutes,
  ...billingRoutes,
  ...readingsRoutes,
  ...consumptionAlertRoutes,
  ...applicationsRoutes,
  ...applicationFamiliesRoutes,
  ...emailsRoutes,
  ...attachmentsRoutes,
  ...contactUsRoutes,
];
