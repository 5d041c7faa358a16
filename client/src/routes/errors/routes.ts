import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2 / §8: the generic error page and the page-not-found route (matched last). */
export const errorRoutes: RouteObject[] = [
  screenRoute('errorpage', { kind: 'errorPage' }, () => import('./ErrorPageScreen').then((module) => module.errorPageScreen)),
  screenRoute('*', { kind: 'public' }, () => import('./NotFoundScreen').then((module) => module.notFoundScreen)),
];
