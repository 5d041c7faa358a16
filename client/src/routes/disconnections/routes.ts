import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const disconnectionRoutes: RouteObject[] = [
  screenRoute('disconnections', { kind: 'employee', feature: 'disconnections' }, comingSoon('employee', 'disconnections.title')),
];
