import type { Environment, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { type RouteQuery, startRouteQuery } from '../router/routeQuery';
import type { ScreenView } from '../router/screenRoute';
import { renderWithProviders } from './renderWithProviders';

interface Options<Q extends OperationType> {
  /** The route's query (`routeQuery` of the query's `$parameters` artifact, as in the route's `routes.ts`). */
  query: RouteQuery<Q>;
  path: string;
  entry?: string;
  params?: Record<string, string>;
  resolvers?: MockResolvers;
}

/**
 * Renders a route screen as its loader would: the route query starts, and the mock environment answers it
 * from `resolvers`; mutations stay pending so that tests assert and resolve them one by one.
 */
export function renderScreen<Q extends OperationType>(screen: ScreenView<Q>, { query, path, entry = path, params = {}, resolvers = {} }: Options<Q>) {
  const environment = createMockEnvironment();
  const search = new URL(entry, 'http://localhost').searchParams;
  // The mock environment implements the runtime's Environment; its typings lag behind relay-runtime's.
  const queryRef = startRouteQuery(query, { params, search, environment: environment as unknown as Environment });
  // loadQuery calls the network directly, past the mock's queued resolvers: answer the route query here.
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  const { Screen } = screen;
  return renderWithProviders(
    <>
      <Screen queryRef={queryRef} params={params} search={search} />
      <NotificationCenter />
    </>,
    { path, entry, environment },
  );
}
