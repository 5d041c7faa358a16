import type { RouteObject } from 'react-router-dom';
import { assetRoutes } from '../assets/routes';
import { debtManagementRoutes } from '../debtManagement/routes';
import { disconnectionRoutes } from '../disconnections/routes';
import { enquiryRoutes } from '../enquiry/routes';
import { gisRoutes } from '../gis/routes';
import { maintenanceRoutes } from '../maintenance/routes';
import { measurementRoutes } from '../measurements/routes';
import { meterCaptureRoutes } from '../meterCapture/routes';
import { workQueueRoutes } from '../workQueue/routes';
import { workforceRoutes } from '../workforce/routes';

/**
 * 000 §2 / §6 employee areas, each behind its profile flag (the routes of each area live in its folder).
 * The router adds them on the first navigation into one of `EMPLOYEE_AREAS` (`router/router.ts`).
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
