import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { QUEUES, type WorkQueueKind } from '../../lib/workQueues';
import { searchScreenRoute } from '../../router/searchScreenRoute';

const queueScreen = (kind: WorkQueueKind) => () => import('./WorkQueueScreen').then((module) => module.workQueueScreen(kind));
const detailScreen = (kind: WorkQueueKind) => () => import('./QueueApplicationScreen').then((module) => module.queueApplicationScreen(kind));
const homeScreen = () => import('./EmployeeHomeScreen').then((module) => module.employeeHomeScreen);

const queueRoutes = (kind: WorkQueueKind): RouteObject[] => {
  const { listPath, detailPath, feature } = QUEUES[kind];
  const access = { kind: 'employee', feature } as const;
  return [searchScreenRoute(listPath.slice(1), access, queueScreen(kind)), screenRoute(`${detailPath.slice(1)}/:id`, access, detailScreen(kind))];
};

/** 000 §2 /employeeHome and the work queues of 002 §2 (lists and the application, omApplication details). */
export const workQueueRoutes: RouteObject[] = [
  screenRoute('employeeHome', { kind: 'employee' }, homeScreen),
  ...queueRoutes('CUSTOMER_SERVICE'),
  ...queueRoutes('MAINTENANCE'),
];
