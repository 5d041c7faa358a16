import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const contactUsScreen = () => import('./ContactUsScreen').then((module) => module.contactUsScreen);

/** 000 §2 /contactUs: the signed-in customers' contact form. */
export const contactUsRoutes: RouteObject[] = [screenRoute('contactUs', { kind: 'customer' }, contactUsScreen)];
