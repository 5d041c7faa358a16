import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import disconnectionParameters from './__generated__/DisconnectionScreenQuery$parameters';
import disconnectionsParameters from './__generated__/DisconnectionsScreenQuery$parameters';
import { disconnectionVariables, readDisconnectionSearch } from './search';

const access = { kind: 'employee', feature: 'disconnections' } as const;

// The work list's filters live in the URL; it is shown from the store and refreshed from the gateway.
const listQuery = routeQuery(disconnectionsParameters, {
  variables: ({ search }) => disconnectionVariables(readDisconnectionSearch(search)),
  fetchPolicy: 'store-and-network',
});

/** 002 §2 disconnections and reconnections: the work list (filters in the URL) and one order. */
export const disconnectionRoutes: RouteObject[] = [
  screenRoute('disconnections', access, listQuery, () => import('./DisconnectionsScreen').then((module) => module.disconnectionsScreen)),
  screenRoute('disconnections/:id', access, routeQuery(disconnectionParameters, { variables: ({ params }) => ({ id: params['id'] ?? '' }) }), () =>
    import('./DisconnectionScreen').then((module) => module.disconnectionScreen),
  ),
];
