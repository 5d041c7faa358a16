import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

const customer = { kind: 'customer' } as const;

/** 000 §2 customer areas: statements, bills and payments records. */
export const billingRoutes: RouteObject[] = [
  screenRoute('financial', customer, comingSoon('billing', 'financial.title')),
];
