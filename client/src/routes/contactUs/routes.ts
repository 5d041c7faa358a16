import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import contactUsParameters from './__generated__/ContactUsScreenQuery$parameters';

const contactUsScreen = () => import('./ContactUsScreen').then((module) => module.contactUsScreen);

/** 000 §2 /contactUs: the signed-in customers' contact form. */
export const contactUsRoutes: RouteObject[] = [screenRoute('contactUs', { kind: 'customer' }, routeQuery(contactUsParameters), contactUsScreen)];
