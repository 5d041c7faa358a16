import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import ebillParameters from './__generated__/EbillScreenQuery$parameters';
import unsubscribeParameters from './__generated__/UnsubscribeScreenQuery$parameters';

const visitor = { kind: 'public' } as const;
const ebillScreen = () => import('./EbillScreen').then((module) => module.ebillScreen);
const unsubscribeScreen = () => import('./UnsubscribeScreen').then((module) => module.unsubscribeScreen);

/** 001 §2 e-bill registration and unsubscribe wizards, open to visitors. */
export const ebillRoutes: RouteObject[] = [
  screenRoute('ebill', visitor, routeQuery(ebillParameters), ebillScreen),
  screenRoute('unsubscribe', visitor, routeQuery(unsubscribeParameters), unsubscribeScreen),
];
