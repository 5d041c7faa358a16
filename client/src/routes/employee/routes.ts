import type { RouteObject } from 'react-router-dom';
import type { EmployeeFeature } from '../../router/access';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';
import { workQueueRoutes } from '../workQueue/routes';

const employeeArea = (path: string, feature?: EmployeeFeature) =>
  screenRoute(path, { kind: 'employee', feature }, comingSoon('employee', `${path}.title`));

/** 000 §2 / §6 employee areas, each behind its profile flag. */
export const employeeRoutes: RouteObject[] = [
  ...workQueueRoutes,
  employeeArea('disconnections', 'disconnections'),
  employeeArea('dm', 'debtManagement'),
  employeeArea('assets', 'assets'),
  employeeArea('elements', 'elements'),
  employeeArea('logs', 'logs'),
  employeeArea('samples', 'samples'),
  employeeArea('captureMeterReadings', 'captureMeterReadings'),
  employeeArea('webgis', 'webGis'),
  employeeArea('gisAdministration', 'gisAdministration'),
];
