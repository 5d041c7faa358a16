import type { RouteObject } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import type { RouteQuery } from '../../../router/routeQuery';
import { type ScreenView, loadedRoute } from '../../../router/screenRoute';

/** Enquiries are open to every employee (issue #8 access decision). */
const EMPLOYEE = { kind: 'employee' } as const;

/**
 * One tab of the customer 360° view as a route of its own: its loader starts its own query only when
 * the tab is opened (ids from the path, the tab's state from the search, so its URL can be shared).
 */
export function tabRoute<Q extends OperationType>(path: string, query: RouteQuery<Q>, screen: () => Promise<ScreenView<Q>>): RouteObject {
  return { path, ...loadedRoute({ access: EMPLOYEE, query, screen, namespaces: ['enquiryTabs'] }) };
}
