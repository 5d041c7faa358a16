import { type RouteObject, redirect } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2: readings is an alias of app/readings. */
export const readingsRoutes: RouteObject[] = [
  screenRoute('app/readings', { kind: 'customer' }, comingSoon('readings', 'readings.title')),
  { path: 'readings', loader: () => redirect('/app/readings') },
  screenRoute('halfHourEstimatedConsumption', { kind: 'customer' }, comingSoon('readings', 'halfHour.title')),
];
