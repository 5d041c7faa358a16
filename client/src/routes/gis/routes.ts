import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const gisRoutes: RouteObject[] = [
  screenRoute('webgis', { kind: 'employee', feature: 'webGis' }, comingSoon('employee', 'webgis.title')),
  screenRoute('gisAdministration', { kind: 'employee', feature: 'gisAdministration' }, comingSoon('employee', 'gisAdministration.title')),
];
