import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import emailParameters from './__generated__/EmailScreenQuery$parameters';
import emailsParameters from './__generated__/EmailsScreenQuery$parameters';
import { defaultRange } from './dayInput';

const customer = { kind: 'customer' } as const;

const emailsScreen = () => import('./EmailsScreen').then((module) => module.emailsScreen);
const emailScreen = () => import('./EmailScreen').then((module) => module.emailScreen);

/** 000 §2 customer areas: the e-mails the utility sent to the customer. */
export const emailsRoutes: RouteObject[] = [
  screenRoute('emails', customer, routeQuery(emailsParameters, { variables: () => defaultRange() }), emailsScreen),
  screenRoute('email/:id', customer, routeQuery(emailParameters, { variables: ({ params }) => ({ id: params['id'] ?? '' }) }), emailScreen),
];
