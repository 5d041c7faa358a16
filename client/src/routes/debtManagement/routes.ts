import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import debtCaseParameters from './__generated__/DebtCaseScreenQuery$parameters';
import debtCasesParameters from './__generated__/DebtCasesScreenQuery$parameters';
import { debtCaseVariables, readDebtCaseSearch } from './search';

const access = { kind: 'employee', feature: 'debtManagement' } as const;

// The work list's filters live in the URL; it is shown from the store and refreshed from the gateway.
const listQuery = routeQuery(debtCasesParameters, { variables: ({ search }) => debtCaseVariables(readDebtCaseSearch(search)), fetchPolicy: 'store-and-network' });

/** 002 §2 debt management: /dm (the work list, filters in the URL) and /dm/:caseId. */
export const debtManagementRoutes: RouteObject[] = [
  screenRoute('dm', access, listQuery, () => import('./DebtCasesScreen').then((module) => module.debtCasesScreen)),
  screenRoute('dm/:caseId', access, routeQuery(debtCaseParameters, { variables: ({ params }) => ({ id: params['caseId'] ?? '' }) }), () =>
    import('./DebtCaseScreen').then((module) => module.debtCaseScreen),
  ),
];
