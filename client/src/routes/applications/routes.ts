import { createElement } from 'react';
import { type RouteObject, redirect } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import { ApplicationLoadError } from './ApplicationLoadError';
import applicationParameters from './__generated__/ApplicationScreenQuery$parameters';
import applicationsParameters from './__generated__/ApplicationsScreenQuery$parameters';

const customer = { kind: 'customer' } as const;

const applicationsScreen = () => import('./ApplicationsScreen').then((module) => module.applicationsScreen);
const applicationScreen = () => import('./ApplicationScreen').then((module) => module.applicationScreen);

/**
 * 000 §2: apps is an alias of app/0/0 (all application types, no application open), the list;
 * /app/{applicationType}/{portalApplicationId} is one application with its messages (002 §2).
 */
export const applicationsRoutes: RouteObject[] = [
  { path: 'apps', loader: () => redirect('/app/0/0') },
  screenRoute('app/0/0', customer, routeQuery(applicationsParameters), applicationsScreen),
  {
    ...screenRoute(
      'app/:type/:id',
      customer,
      // Always refreshed: a family application's stage moves with the applicant's and the utility's actions.
      routeQuery(applicationParameters, { variables: ({ params }) => ({ portalApplicationId: Number(params['id']) || 0 }), fetchPolicy: 'store-and-network' }),
      applicationScreen,
    ),
    errorElement: createElement(ApplicationLoadError),
  },
];
