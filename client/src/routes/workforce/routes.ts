import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

const requisitionsScreen = () => import('./StoreRequisitionsScreen').then((module) => module.storeRequisitionsScreen);
const requisitionScreen = () => import('./StoreRequisitionScreen').then((module) => module.storeRequisitionScreen);
const schedulesScreen = () => import('./SchedulesScreen').then((module) => module.schedulesScreen);
const preferencesScreen = () => import('./PreferencesScreen').then((module) => module.preferencesScreen);

/** 002 §2 store requisitions and employee schedules (maintenance flag), and every employee's preferences. */
export const workforceRoutes: RouteObject[] = [
  searchScreenRoute('storeRequisitions', { kind: 'employee', feature: 'omApplications' }, requisitionsScreen),
  screenRoute('storeRequisitions/:id', { kind: 'employee', feature: 'omApplications' }, requisitionScreen),
  searchScreenRoute('schedules', { kind: 'employee', feature: 'omApplications' }, schedulesScreen),
  screenRoute('preferences', { kind: 'employee' }, preferencesScreen),
];
