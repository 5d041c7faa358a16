import { type ComponentType, Suspense } from 'react';
import { type PreloadedQuery, loadQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, type Params, type RouteObject, useLoaderData } from 'react-router-dom';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { RouteFallback } from '../../../components/RouteFallback';
import { i18n } from '../../../i18n/i18n';
import { relayEnvironment } from '../../../relay/environment';
import { guard } from '../../../router/guard';
import { type QueryRetainer, createQueryRetainer, useCommittedQuery } from '../../../router/queryRetainer';
import { RouteErrorBoundary } from '../../../router/RouteErrorBoundary';
import type { LoadedScreen } from '../../../router/screenRoute';

/** Enquiries are open to every employee (issue #8 access decision). */
const EMPLOYEE = { kind: 'employee' } as const;

/** A tab's code, ready to start its query from the URL's ids (path) and the tab's own state (search). */
export interface TabScreen {
  namespaces: readonly string[];
  load(environment: Environment, params: Params, search: URLSearchParams): LoadedScreen;
}

function TabRouteScreen({ retainer }: { retainer: QueryRetainer }) {
  const screen = useLoaderData<LoadedScreen>();
  useCommittedQuery(retainer, screen);
  return <Suspense fallback={<RouteFallback />}>{screen.render()}</Suspense>;
}

/**
 * One tab of the customer 360° view as a route of its own: its loader starts its own query only when
 * the tab is opened, and its URL (with the statement range in the search) can be shared. Like
 * `screenRoute`, with the search parameters passed as well.
 */
export function tabRoute(path: string, loadScreen: () => Promise<TabScreen>): RouteObject {
  const retainer = createQueryRetainer();
  return {
    path,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      await guard(relayEnvironment, EMPLOYEE);
      const screen = await loadScreen();
      const loaded = retainer.track(screen.load(relayEnvironment, params, new URL(request.url).searchParams));
      await i18n.loadNamespaces(['enquiryTabs', ...screen.namespaces]);
      return loaded;
    },
    Component: () => <TabRouteScreen retainer={retainer} />,
    errorElement: <RouteErrorBoundary />,
  };
}

/** A tab whose query variables come from the URL (ids in the path, tab state in the search). */
export function defineTab<Q extends OperationType>(definition: {
  query: GraphQLTaggedNode;
  variables(params: Params, search: URLSearchParams): Q['variables'];
  namespaces: readonly string[];
  Screen: ComponentType<{ queryRef: PreloadedQuery<Q>; search: URLSearchParams }>;
}): TabScreen {
  return {
    namespaces: definition.namespaces,
    load(environment, params, search) {
      const queryRef = loadQuery<Q>(environment, definition.query, definition.variables(params, search), { fetchPolicy: 'store-or-network' });
      const { Screen } = definition;
      return { render: () => <Screen queryRef={queryRef} search={search} />, dispose: () => queryRef.dispose() };
    },
  };
}
