import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import financialParameters from './__generated__/FinancialScreenQuery$parameters';
import { rangeFromSearch } from '../../lib/statementRange';

const customer = { kind: 'customer' } as const;

/** The statement range lives in the URL (002 §9 presets), so a reload or a shared link shows the same range. */
const financialQuery = routeQuery(financialParameters, {
  variables: ({ search }) => {
    const { from, to } = rangeFromSearch(search);
    return { from, to };
  },
});

/** 000 §2 customer areas: statements, bills and payments records. */
export const billingRoutes: RouteObject[] = [screenRoute('financial', customer, financialQuery, () => import('./FinancialScreen').then((module) => module.financialScreen))];
