import { type RouteObject, redirect } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const readingsScreen = () => import('./ReadingsScreen').then((module) => module.readingsScreen);
const halfHourScreen = () => import('./HalfHourScreen').then((module) => module.halfHourScreen);

/** 000 §2: readings is an alias of app/readings. */
export const readingsRoutes: RouteObject[] = [
  screenRoute('app/readings', { kind: 'customer' }, readingsScreen),
  { path: 'readings', loader: () => redirect('/app/readings') },
  screenRoute('halfHourEstimatedConsumption', { kind: 'customer' }, halfHourScreen),
];
