import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import applyParameters from './__generated__/ApplyScreenQuery$parameters';

/** /apply/{code}: a new application of an application family (docs/applicationFamilies.md), signed-in customers. */
export const applicationFamiliesRoutes: RouteObject[] = [
  screenRoute(
    'apply/:code',
    { kind: 'customer' },
    routeQuery(applyParameters, { variables: ({ params }) => ({ code: params['code'] ?? '' }) }),
    () => import('./ApplyScreen').then((module) => module.applyScreen),
  ),
];
