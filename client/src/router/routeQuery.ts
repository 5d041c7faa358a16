import { type PreloadedQuery, loadQuery } from 'react-relay/hooks';
import type { Params } from 'react-router-dom';
import type { Environment, OperationType, PreloadableConcreteRequest } from 'relay-runtime';

/** How a route's query treats what the store already holds (Relay's `loadQuery` policies a route uses). */
type RouteFetchPolicy = 'store-or-network' | 'store-and-network' | 'network-only';

/** The URL (path parameters and search) a route's variables are read from, and the environment of facts it may consult. */
export interface RouteLocation {
  params: Params;
  search: URLSearchParams;
  environment: Environment;
}

/**
 * What the router needs to start a route's query before the screen's code has arrived, as Relay's entry
 * points do: the query's `$parameters` artifact (its persisted id, neither its AST nor the screen) and the
 * variables read from the URL. `routes.ts` files import only this, so the main chunk stays small.
 */
export interface RouteQuery<Q extends OperationType> {
  parameters: PreloadableConcreteRequest<Q>;
  variables(location: RouteLocation): Q['variables'];
  fetchPolicy: RouteFetchPolicy;
}

type Options<Q extends OperationType> = { fetchPolicy?: RouteFetchPolicy } & (Record<never, never> extends Q['variables']
  ? { variables?: RouteQuery<Q>['variables'] }
  : { variables: RouteQuery<Q>['variables'] });

/** A route query; variables default to none, the policy to `store-or-network` (a screen seen before opens from the store). */
export function routeQuery<Q extends OperationType>(parameters: PreloadableConcreteRequest<Q>, ...[options]: Record<never, never> extends Q['variables'] ? [Options<Q>?] : [Options<Q>]): RouteQuery<Q> {
  return {
    parameters,
    variables: options?.variables ?? (() => ({}) as Q['variables']),
    fetchPolicy: options?.fetchPolicy ?? 'store-or-network',
  };
}

/**
 * Starts the route's query. When the screen's module has not loaded yet, Relay sends the request by the
 * persisted id at once and normalizes the answer when the module registers the query's AST.
 */
export function startRouteQuery<Q extends OperationType>(query: RouteQuery<Q>, location: RouteLocation): PreloadedQuery<Q> {
  return loadQuery<Q>(location.environment, query.parameters, query.variables(location), { fetchPolicy: query.fetchPolicy });
}
