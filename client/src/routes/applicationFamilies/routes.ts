import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import applyParameters from './__generated__/ApplyScreenQuery$parameters';
import visitorFamiliesParameters from './visitor/__generated__/VisitorFamiliesScreenQuery$parameters';
import visitorOpenParameters from './visitor/__generated__/VisitorOpenScreenQuery$parameters';

/**
 * /apply/{code}: a new application of an application family (docs/applicationFamilies.md): signed-in customers,
 * and visitors for the families open to them (the screen sends a visitor to sign in for the others); /apply: those;
 * /visitorApplication/{key}: a visitor's application, opened by the key of a mailed link.
 */
export const applicationFamiliesRoutes: RouteObject[] = [
  screenRoute('apply', { kind: 'public' }, routeQuery(visitorFamiliesParameters), () =>
    import('./visitor/VisitorFamiliesScreen').then((module) => module.visitorFamiliesScreen),
  ),
  screenRoute(
    'apply/:code',
    { kind: 'public' },
    routeQuery(applyParameters, { variables: ({ params }) => ({ code: params['code'] ?? '' }) }),
    () => import('./ApplyScreen').then((module) => module.applyScreen),
  ),
  // The link of a visitor's e-mails (docs/applicationFamilies.md "Visitors").
  screenRoute('visitorApplication/:key', { kind: 'public' }, routeQuery(visitorOpenParameters), () =>
    import('./visitor/VisitorOpenScreen').then((module) => module.visitorOpenScreen),
  ),
];
