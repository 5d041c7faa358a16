import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const debtManagementRoutes: RouteObject[] = [
  screenRoute('dm', { kind: 'employee', feature: 'debtManagement' }, comingSoon('employee', 'dm.title')),
];
