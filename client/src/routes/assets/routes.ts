import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const assetRoutes: RouteObject[] = [
  screenRoute('assets', { kind: 'employee', feature: 'assets' }, comingSoon('employee', 'assets.title')),
  screenRoute('elements', { kind: 'employee', feature: 'elements' }, comingSoon('employee', 'elements.title')),
  screenRoute('pvParks', { kind: 'employee', feature: 'elements' }, comingSoon('employee', 'pvParks.title')),
];
