import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const visitor = { kind: 'public' } as const;
const ebillScreen = () => import('./EbillScreen').then((module) => module.ebillScreen);
const unsubscribeScreen = () => import('./UnsubscribeScreen').then((module) => module.unsubscribeScreen);

/** 001 §2 e-bill registration and unsubscribe wizards, open to visitors. */
export const ebillRoutes: RouteObject[] = [screenRoute('ebill', visitor, ebillScreen), screenRoute('unsubscribe', visitor, unsubscribeScreen)];
