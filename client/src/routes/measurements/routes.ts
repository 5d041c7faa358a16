import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const measurementRoutes: RouteObject[] = [
  screenRoute('logs', { kind: 'employee', feature: 'logs' }, comingSoon('employee', 'logs.title')),
  screenRoute('samples', { kind: 'employee', feature: 'samples' }, comingSoon('employee', 'samples.title')),
];
