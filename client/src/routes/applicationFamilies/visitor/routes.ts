import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../../router/routeQuery';
import { screenRoute } from '../../../router/screenRoute';
import openParameters from './__generated__/VisitorOpenScreenQuery$parameters';

/** /visitorApplication/{key}: the link of a visitor's e-mails (docs/applicationFamilies.md "Visitors"). */
export const visitorApplicationRoutes: RouteObject[] = [
  screenRoute('visitorApplication/:key', { kind: 'public' }, routeQuery(openParameters), () =>
    import('./VisitorOpenScreen').then((module) => module.visitorOpenScreen),
  ),
];
