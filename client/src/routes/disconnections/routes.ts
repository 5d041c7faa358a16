import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

const access = { kind: 'employee', feature: 'disconnections' } as const;

/** 002 §2 disconnections and reconnections: the work list (filters in the URL) and one order. */
export const disconnectionRoutes: RouteObject[] = [
  searchScreenRoute('disconnections', access, () => import('./DisconnectionsScreen').then((module) => module.disconnectionsScreen)),
  screenRoute('disconnections/:id', access, () => import('./DisconnectionScreen').then((module) => module.disconnectionScreen)),
];
