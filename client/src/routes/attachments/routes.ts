import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2 customer areas: the customer's documents. */
export const attachmentsRoutes: RouteObject[] = [
  screenRoute('attachments', { kind: 'customer' }, comingSoon('attachments', 'attachments.title')),
];
