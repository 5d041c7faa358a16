import { Suspense, type ComponentType, type ReactNode } from 'react';
import { type PreloadedQuery, loadQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, type Params, type RouteObject, useLoaderData } from 'react-router-dom';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { RouteFallback } from '../components/RouteFallback';
import { i18n } from '../i18n/i18n';
import { relayEnvironment } from '../relay/environment';
import type { Access } from './access';
import { guard } from './guard';
import { type QueryRetainer, createQueryRetainer, useCommittedQuery } from './queryRetainer';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A screen whose query is loaded before it renders. */
export interface LoadedScreen {
  render(): ReactNode;
  dispose(): void;
}

/** A screen's code, ready to start its query; its texts' namespaces load beside the query. */
export interface LoadScreen {
  namespaces: readonly string[];
  load(environment: Environment, params: Params): LoadedScreen;
}

export interface ScreenDefinition<Q extends OperationType> {
  query: GraphQLTaggedNode;
  variables: (params: Params) => Q['variables'];
  /** i18next namespaces the screen reads (STYLE: one per route folder, `common` is always loaded). */
  namespaces: readonly string[];
  Screen: ComponentType<{ queryRef: PreloadedQuery<Q> }>;
}

/** Binds a screen to its route query: the loader calls `loadQuery`, the screen `usePreloadedQuery`. */
export function defineScreen<Q extends OperationType>({ query, variables, namespaces, Screen }: ScreenDefinition<Q>): LoadScreen {
  return {
    namespaces,
    load(environment, params) {
      const queryRef = loadQuery<Q>(environment, query, variables(params), { fetchPolicy: 'store-or-network' });
      return { render: () => <Screen queryRef={queryRef} />, dispose: () => queryRef.dispose() };
    },
  };
}

function RouteScreen({ retainer }: { retainer: QueryRetainer }) {
  const screen = useLoaderData<LoadedScreen>();
  useCommittedQuery(retainer, screen);
  return <Suspense fallback={<RouteFallback />}>{screen.render()}</Suspense>;
}

/**
 * A route that checks access first and only then downloads its screen's code, so employee screens
 * never load for customers; older queries of the route are released as new ones load.
 */
export function screenRoute(path: string, access: Access, load: () => Promise<LoadScreen>): RouteObject {
  const retainer = createQueryRetainer();
  return {
    path,
    loader: async ({ params }: LoaderFunctionArgs) => {
      await guard(relayEnvironment, access);
      const screen = await load();
      const loaded = retainer.track(screen.load(relayEnvironment, params));
      // Texts arrive with the data, so the screen does not suspend a second time for them.
      await i18n.loadNamespaces([...screen.namespaces]);
      return loaded;
    },
    Component: () => <RouteScreen retainer={retainer} />,
    errorElement: <RouteErrorBoundary />,
  };
}
