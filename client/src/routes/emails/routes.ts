import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const customer = { kind: 'customer' } as const;

const emailsScreen = () => import('./EmailsScreen').then((module) => module.emailsScreen);
const emailScreen = () => import('./EmailScreen').then((module) => module.emailScreen);

/** 000 §2 customer areas: the e-mails the utility sent to the customer. */
export const emailsRoutes: RouteObject[] = [
  screenRoute('emails', customer, emailsScreen),
  screenRoute('email/:id', customer, emailScreen),
];
