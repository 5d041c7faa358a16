import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

const access = { kind: 'employee', feature: 'debtManagement' } as const;

/** 002 §2 debt management: /dm (the work list, filters in the URL) and /dm/:caseId. */
export const debtManagementRoutes: RouteObject[] = [
  searchScreenRoute('dm', access, () => import('./DebtCasesScreen').then((module) => module.debtCasesScreen)),
  screenRoute('dm/:caseId', access, () => import('./DebtCaseScreen').then((module) => module.debtCaseScreen)),
];
