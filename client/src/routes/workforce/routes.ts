import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const workforceRoutes: RouteObject[] = [
  screenRoute('storeRequisitions', { kind: 'employee', feature: 'omApplications' }, comingSoon('employee', 'storeRequisitions.title')),
  screenRoute('schedules', { kind: 'employee', feature: 'omApplications' }, comingSoon('employee', 'schedules.title')),
  screenRoute('preferences', { kind: 'employee' }, comingSoon('employee', 'preferences.title')),
];
