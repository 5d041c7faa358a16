import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

const customer = { kind: 'customer' } as const;

/** 000 §2 customer areas: messages from the utility. */
export const messagesRoutes: RouteObject[] = [
  screenRoute('emails', customer, comingSoon('messages', 'emails.title')),
  screenRoute('email/:id', customer, comingSoon('messages', 'email.title')),
];
