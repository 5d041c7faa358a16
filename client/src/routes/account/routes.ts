import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

const customer = { kind: 'customer' } as const;

/** 000 §2 customer areas: home, accounts and dashboards. */
export const accountRoutes: RouteObject[] = [
  screenRoute('userHome', customer, comingSoon('account', 'userHome.title')),
  screenRoute('account', customer, comingSoon('account', 'accounts.title')),
  screenRoute('dashscreen', customer, comingSoon('account', 'dashboards.title')),
];
