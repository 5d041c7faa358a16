import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2 customer areas: paying bills online. */
export const paymentsRoutes: RouteObject[] = [
  screenRoute('billPayment', { kind: 'customer' }, comingSoon('payments', 'billPayment.title')),
];
