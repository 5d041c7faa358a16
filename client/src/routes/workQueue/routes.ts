import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import employeeHomeParameters from './__generated__/EmployeeHomeScreenQuery$parameters';
import queueApplicationParameters from './__generated__/QueueApplicationScreenQuery$parameters';
import workQueueParameters from './__generated__/WorkQueueScreenQuery$parameters';
import { QUEUES, type WorkQueueKind } from '../../lib/workQueues';
import { queueVariables, readQueueSearch } from './queueSearch';

const queueScreen = (kind: WorkQueueKind) => () => import('./WorkQueueScreen').then((module) => module.workQueueScreen(kind));
const detailScreen = (kind: WorkQueueKind) => () => import('./QueueApplicationScreen').then((module) => module.queueApplicationScreen(kind));
const homeScreen = () => import('./EmployeeHomeScreen').then((module) => module.employeeHomeScreen);

const queueRoutes = (kind: WorkQueueKind): RouteObject[] => {
  const { listPath, detailPath, feature } = QUEUES[kind];
  const access = { kind: 'employee', feature } as const;
  // The queue's filters live in the URL; the list is shown from the store and refreshed from the gateway.
  const listQuery = routeQuery(workQueueParameters, { variables: ({ search }) => queueVariables(kind, readQueueSearch(search)), fetchPolicy: 'store-and-network' });
  const detailQuery = routeQuery(queueApplicationParameters, { variables: ({ params }) => ({ portalApplicationId: Number(params['id']) || 0, kind }) });
  return [screenRoute(listPath.slice(1), access, listQuery, queueScreen(kind)), screenRoute(`${detailPath.slice(1)}/:id`, access, detailQuery, detailScreen(kind))];
};

/** 000 §2 /employeeHome and the work queues of 002 §2 (lists and the application, omApplication details). */
export const workQueueRoutes: RouteObject[] = [
  screenRoute('employeeHome', { kind: 'employee' }, routeQuery(employeeHomeParameters), homeScreen),
  ...queueRoutes('CUSTOMER_SERVICE'),
  ...queueRoutes('MAINTENANCE'),
];
