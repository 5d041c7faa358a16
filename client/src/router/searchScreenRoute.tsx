import { Suspense } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { RouteFallback } from '../components/RouteFallback';
import { i18n } from '../i18n/i18n';
import { relayEnvironment } from '../relay/environment';
import type { Access } from './access';
import { guard } from './guard';
import { type QueryRetainer, createQueryRetainer, useCommittedQuery } from './queryRetainer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { LoadedScreen } from './screenRoute';

/** A screen whose query also reads the URL's search parameters (the queue filters live there). */
export interface LoadSearchScreen {
  namespaces: readonly string[];
  load(environment: Environment, search: URLSearchParams): LoadedScreen;
}

function SearchRouteScreen({ retainer }: { retainer: QueryRetainer }) {
  const screen = useLoaderData<LoadedScreen>();
  useCommittedQuery(retainer, screen);
  return <Suspense fallback={<RouteFallback />}>{screen.render()}</Suspense>;
}

/**
 * `screenRoute` whose loader passes the search parameters: a changed filter is a new URL, so a reload,
 * the back button or a shared link shows the same list (like billing's financialRoute).
 */
export function searchScreenRoute(path: string, access: Access, load: () => Promise<LoadSearchScreen>): RouteObject {
  const retainer = createQueryRetainer();
  return {
    path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guard(relayEnvironment, access);
      const screen = await load();
      const loaded = retainer.track(screen.load(relayEnvironment, new URL(request.url).searchParams));
      await i18n.loadNamespaces([...screen.namespaces]);
      return loaded;
    },
    Component: () => <SearchRouteScreen retainer={retainer} />,
    errorElement: <RouteErrorBoundary />,
  };
}
