import { type RouteObject, redirect } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const customer = { kind: 'customer' } as const;

const applicationsScreen = () => import('./ApplicationsScreen').then((module) => module.applicationsScreen);
const applicationScreen = () => import('./ApplicationScreen').then((module) => module.applicationScreen);

/**
 * 000 §2: apps is an alias of app/0/0 (all application types, no application open), the list;
 * /app/{applicationType}/{portalApplicationId} is one application with its messages (002 §2).
 */
export const applicationsRoutes: RouteObject[] = [
  { path: 'apps', loader: () => redirect('/app/0/0') },
  screenRoute('app/0/0', customer, applicationsScreen),
  screenRoute('app/:type/:id', customer, applicationScreen),
];
