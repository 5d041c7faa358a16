import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import { AttachmentsLoadError } from './AttachmentsLoadError';
import attachmentsParameters from './__generated__/AttachmentsScreenQuery$parameters';

const attachmentsScreen = () => import('./AttachmentsScreen').then((module) => module.attachmentsScreen);

/** 000 §2 customer areas: the documents of all the customer's applications. */
export const attachmentsRoutes: RouteObject[] = [
  { ...screenRoute('attachments', { kind: 'customer' }, routeQuery(attachmentsParameters), attachmentsScreen), errorElement: createElement(AttachmentsLoadError) },
];
