import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

const visitor = { kind: 'public' } as const;

/** 001 §2 e-bill registration and unsubscribe wizards, open to visitors. */
export const ebillRoutes: RouteObject[] = [
  screenRoute('ebill', visitor, comingSoon('ebill', 'register.title')),
  screenRoute('unsubscribe', visitor, comingSoon('ebill', 'unsubscribe.title')),
];
