import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import accountsParameters from './__generated__/AccountsScreenQuery$parameters';
import dashboardParameters from './__generated__/DashboardScreenQuery$parameters';
import homeParameters from './__generated__/HomeScreenQuery$parameters';

const customer = { kind: 'customer' } as const;

const homeScreen = () => import('./HomeScreen').then((module) => module.homeScreen);
const accountsScreen = () => import('./AccountsScreen').then((module) => module.accountsScreen);
const dashboardScreen = () => import('./DashboardScreen').then((module) => module.dashboardScreen);

/** 000 §2 customer areas: home, accounts and properties, dashboards. */
export const accountRoutes: RouteObject[] = [
  screenRoute('userHome', customer, routeQuery(homeParameters), homeScreen),
  screenRoute('account', customer, routeQuery(accountsParameters), accountsScreen),
  screenRoute('dashscreen', customer, routeQuery(dashboardParameters), dashboardScreen),
];
