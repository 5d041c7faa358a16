import type { RouteObject } from 'react-router-dom';
import { assetRoutes } from '../routes/assets/routes';
import { debtManagementRoutes } from '../routes/debtManagement/routes';
import { disconnectionRoutes } from '../routes/disconnections/routes';
import { enquiryRoutes } from '../routes/enquiry/routes';
import { gisRoutes } from '../routes/gis/routes';
import { maintenanceRoutes } from '../routes/maintenance/routes';
import { measurementRoutes } from '../routes/measurements/routes';
import { meterCaptureRoutes } from '../routes/meterCapture/routes';
import { workQueueRoutes } from '../routes/workQueue/routes';
import { workforceRoutes } from '../routes/workforce/routes';

/**
 * 000 §2 / §6 employee areas, each behind its profile flag (the routes of each area live in its folder).
 * The router adds them on the first navigation into one of `EMPLOYEE_AREAS` (`router.ts`).
 */
export const employeeRoutes: RouteObject[] = [
  ...workQueueRoutes,
  ...enquiryRoutes,
  ...disconnectionRoutes,
  ...debtManagementRoutes,
  ...assetRoutes,
  ...maintenanceRoutes,
  ...measurementRoutes,
  ...meterCaptureRoutes,
  ...workforceRoutes,
  ...gisRoutes,
];
