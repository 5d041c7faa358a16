import type { RouteObject } from 'react-router-dom';
import { financialRoute } from './financialRoute';

const customer = { kind: 'customer' } as const;

/** 000 §2 customer areas: statements, bills and payments records. */
export const billingRoutes: RouteObject[] = [financialRoute('financial', customer)];
