import { type RouteObject, redirect } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2: apps is an alias of app/0/0 (all application types, no application open). */
export const applicationsRoutes: RouteObject[] = [
  { path: 'apps', loader: () => redirect('/app/0/0') },
  screenRoute('app/:type/:id', { kind: 'customer' }, comingSoon('applications', 'applications.title')),
];
