import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const maintenanceRoutes: RouteObject[] = [
  screenRoute('jobCards', { kind: 'employee', feature: 'omApplications' }, comingSoon('employee', 'jobCards.title')),
];
