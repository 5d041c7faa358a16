import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const customer = { kind: 'customer' } as const;

const homeScreen = () => import('./HomeScreen').then((module) => module.homeScreen);
const accountsScreen = () => import('./AccountsScreen').then((module) => module.accountsScreen);
const dashboardScreen = () => import('./DashboardScreen').then((module) => module.dashboardScreen);

/** 000 §2 customer areas: home, accounts and properties, dashboards. */
export const accountRoutes: RouteObject[] = [
  screenRoute('userHome', customer, homeScreen),
  screenRoute('account', customer, accountsScreen),
  screenRoute('dashscreen', customer, dashboardScreen),
];
