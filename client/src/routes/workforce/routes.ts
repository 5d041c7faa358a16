import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import preferencesParameters from './__generated__/PreferencesScreenQuery$parameters';
import requisitionParameters from './__generated__/StoreRequisitionScreenQuery$parameters';
import requisitionsParameters from './__generated__/StoreRequisitionsScreenQuery$parameters';
import schedulesParameters from './__generated__/SchedulesScreenQuery$parameters';
import { readRequisitionSearch, requisitionVariables } from './requisitionSearch';
import { scheduleDayOf } from './scheduleDay';

const requisitionsScreen = () => import('./StoreRequisitionsScreen').then((module) => module.storeRequisitionsScreen);
const requisitionScreen = () => import('./StoreRequisitionScreen').then((module) => module.storeRequisitionScreen);
const schedulesScreen = () => import('./SchedulesScreen').then((module) => module.schedulesScreen);
const preferencesScreen = () => import('./PreferencesScreen').then((module) => module.preferencesScreen);

const maintenance = { kind: 'employee', feature: 'omApplications' } as const;

// The lists' filters live in the URL; a list is shown from the store and refreshed from the gateway.
const requisitionsQuery = routeQuery(requisitionsParameters, {
  variables: ({ search }) => requisitionVariables(readRequisitionSearch(search)),
  fetchPolicy: 'store-and-network',
});
const schedulesQuery = routeQuery(schedulesParameters, { variables: ({ search }) => ({ day: scheduleDayOf(search) }), fetchPolicy: 'store-and-network' });
// `storeRequisitions/new` is the form of a new requisition: nothing to read but its choices.
const requisitionQuery = routeQuery(requisitionParameters, {
  variables: ({ params }) => ({ id: params['id'] === 'new' ? '' : (params['id'] ?? ''), existing: params['id'] !== 'new' }),
});

/** 002 §2 store requisitions and employee schedules (maintenance flag), and every employee's preferences. */
export const workforceRoutes: RouteObject[] = [
  screenRoute('storeRequisitions', maintenance, requisitionsQuery, requisitionsScreen),
  screenRoute('storeRequisitions/:id', maintenance, requisitionQuery, requisitionScreen),
  screenRoute('schedules', maintenance, schedulesQuery, schedulesScreen),
  screenRoute('preferences', { kind: 'employee' }, routeQuery(preferencesParameters), preferencesScreen),
];
