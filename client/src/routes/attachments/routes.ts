import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const attachmentsScreen = () => import('./AttachmentsScreen').then((module) => module.attachmentsScreen);

/** 000 §2 customer areas: the documents of all the customer's applications. */
export const attachmentsRoutes: RouteObject[] = [screenRoute('attachments', { kind: 'customer' }, attachmentsScreen)];
