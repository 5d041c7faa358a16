import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import applyParameters from './__generated__/ApplyScreenQuery$parameters';
import visitorFamiliesParameters from './visitor/__generated__/VisitorFamiliesScreenQuery$parameters';

/**
 * /apply/{code}: a new application of an application family (docs/applicationFamilies.md): signed-in customers,
 * and visitors for the families open to them (the screen sends a visitor to sign in for the others); /apply: those.
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
];
