import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, type Params, type RouteObject, useLoaderData } from 'react-router-dom';
import type { IEnvironment, OperationType } from 'relay-runtime';
import { RouteFallback } from '../components/RouteFallback';
import { i18n } from '../i18n/i18n';
import { currentEnvironment } from '../relay/environment';
import type { Access } from './access';
import { guard } from './guard';
import { withLoadTimeout } from './loadTimeout';
import { type QueryRetainer, createQueryRetainer, useCommittedQuery } from './queryRetainer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { type RouteQuery, startRouteQuery } from './routeQuery';

/** A screen whose query has started: what a route's loader returns. */
export interface LoadedScreen {
  /** The environment the query went to. */
  environment: IEnvironment;
  render(): ReactNode;
  dispose(): void;
}

/** What a screen receives: its route query, and the URL it was read from. */
interface ScreenProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
  params: Params;
  search: URLSearchParams;
}

/** A screen's code: the component reading the route query, and its texts' namespaces (loaded beside the query). */
export interface ScreenView<Q extends OperationType> {
  /** i18next namespaces the screen reads (STYLE: one per route folder, `common` is always loaded). */
  namespaces: readonly string[];
  Screen: ComponentType<ScreenProps<Q>>;
}

/** Types a screen module's export against its route query. */
export function defineScreen<Q extends OperationType>(view: ScreenView<Q>): ScreenView<Q> {
  return view;
}

interface RouteLoad<Q extends OperationType> {
  access: Access;
  query: RouteQuery<Q>;
  screen: () => Promise<ScreenView<Q>>;
  /** Namespaces the route's parents read beside the screen's own. */
  namespaces?: readonly string[];
}

/**
 * The loader of a route: access first (employee screens never download for customers), then the query and
 * the screen's code at the same time, so that the data does not wait for the code (Relay's entry points).
 */
function routeLoader<Q extends OperationType>(retainer: QueryRetainer, { access, query, screen, namespaces = [] }: RouteLoad<Q>) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<LoadedScreen> => {
    const environment = currentEnvironment();
    await guard(environment, access);
    const search = new URL(request.url).searchParams;
    const code = withLoadTimeout(screen());
    const queryRef = startRouteQuery(query, { params, search, environment });
    let view: ScreenView<Q>;
    try {
      view = await code;
    } catch (error) {
      queryRef.dispose();
      throw error;
    }
    const { Screen } = view;
    // Released, the query is let go of too: a stale router state some closure still holds then reaches no data.
    let retained: typeof queryRef | null = queryRef;
    const loaded = retainer.track({
      environment,
      render: () => retained && <Screen queryRef={retained} params={params} search={search} />,
      dispose: () => {
        retained?.dispose();
        retained = null;
      },
    });
    // Texts arrive with the data, so the screen does not suspend a second time for them.
    await withLoadTimeout(i18n.loadNamespaces([...namespaces, ...view.namespaces]));
    return loaded;
  };
}

function RouteScreen({ retainer }: { retainer: QueryRetainer }) {
  const screen = useLoaderData<LoadedScreen>();
  useCommittedQuery(retainer, screen);
  return <Suspense fallback={<RouteFallback />}>{screen.render()}</Suspense>;
}

/** A route's loader, screen and error boundary; older queries of the route are released as new ones commit. */
export function loadedRoute<Q extends OperationType>(load: RouteLoad<Q>): Pick<RouteObject, 'loader' | 'Component' | 'errorElement'> {
  const retainer = createQueryRetainer();
  return {
    loader: routeLoader(retainer, load),
    Component: () => <RouteScreen retainer={retainer} />,
    errorElement: <RouteErrorBoundary />,
  };
}

/** A route of `path` whose query (variables from the path and the search) loads while its screen's code downloads. */
export function screenRoute<Q extends OperationType>(path: string, access: Access, query: RouteQuery<Q>, screen: () => Promise<ScreenView<Q>>): RouteObject {
  return { path, ...loadedRoute({ access, query, screen }) };
}
