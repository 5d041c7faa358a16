import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import errorPageParameters from './__generated__/ErrorPageScreenQuery$parameters';
import notFoundParameters from './__generated__/NotFoundScreenQuery$parameters';

/** 000 §2 / §8: the generic error page and the page-not-found route (matched last). */
export const errorRoutes: RouteObject[] = [
  screenRoute('errorpage', { kind: 'errorPage' }, routeQuery(errorPageParameters), () => import('./ErrorPageScreen').then((module) => module.errorPageScreen)),
  screenRoute('*', { kind: 'public' }, routeQuery(notFoundParameters), () => import('./NotFoundScreen').then((module) => module.notFoundScreen)),
];
