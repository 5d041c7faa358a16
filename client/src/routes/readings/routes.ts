import { type RouteObject, redirect } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import halfHourParameters from './__generated__/HalfHourScreenQuery$parameters';
import readingsParameters from './__generated__/ReadingsScreenQuery$parameters';

const readingsScreen = () => import('./ReadingsScreen').then((module) => module.readingsScreen);
const halfHourScreen = () => import('./HalfHourScreen').then((module) => module.halfHourScreen);

/** 000 §2: readings is an alias of app/readings. */
export const readingsRoutes: RouteObject[] = [
  screenRoute('app/readings', { kind: 'customer' }, routeQuery(readingsParameters), readingsScreen),
  { path: 'readings', loader: () => redirect('/app/readings') },
  screenRoute('halfHourEstimatedConsumption', { kind: 'customer' }, routeQuery(halfHourParameters), halfHourScreen),
];
