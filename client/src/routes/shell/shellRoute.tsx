import { Suspense, useLayoutEffect } from 'react';
import { type PreloadedQuery, RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { type RouteObject, useLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { RouteFallback } from '../../components/RouteFallback';
import { currentEnvironment } from '../../relay/environment';
import { environmentShown } from '../../relay/viewerData';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';
import { guard } from '../../router/guard';
import { createQueryRetainer, useCommittedQuery } from '../../router/queryRetainer';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';
import { AppShell, appShellQuery } from './AppShell';
import { StartupFallback } from './StartupFallback';

const retainer = createQueryRetainer();
/** The environment of the shell's query on screen or loading. */
let shellEnvironment: IEnvironment | null = null;

/**
 * The shell and every screen read the environment the shell's query went to: when a viewer's data ends
 * (relay/viewerData.ts), the old screens keep theirs until the new environment's shell and screen replace
 * them in one commit. The layout effect runs before the new screens' effects, which may already notify.
 */
function ShellRoute() {
  const queryRef = useLoaderData<PreloadedQuery<AppShellQuery>>();
  useCommittedQuery(retainer, queryRef);
  useLayoutEffect(() => environmentShown(queryRef.environment), [queryRef.environment]);
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <Suspense fallback={<StartupFallback />}>
        <AppShell queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}

/** Without the shell (its query failed), the error stands alone on the page. */
function ShellError() {
  return (
    <main id="main-content" className="min-h-screen bg-gray-50 p-6 font-sans">
      <RouteErrorBoundary />
    </main>
  );
}

/** The root route: the shell around every screen; `/` itself only sends on (000 §2). */
export function shellRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    loader: () => {
      shellEnvironment = currentEnvironment();
      return retainer.track(loadQuery<AppShellQuery>(shellEnvironment, appShellQuery, {}, { fetchPolicy: 'store-or-network' }));
    },
    // A new environment (a viewer's data ended) loads the shell again with the navigation that follows.
    shouldRevalidate: ({ defaultShouldRevalidate }) => defaultShouldRevalidate || shellEnvironment !== currentEnvironment(),
    Component: ShellRoute,
    HydrateFallback: StartupFallback,
    errorElement: <ShellError />,
    children: [
      {
        index: true,
        loader: async () => {
          await guard(currentEnvironment(), { kind: 'entry' });
          return null;
        },
        // Never seen: the loader always redirects; present so the matched leaf renders something.
        Component: RouteFallback,
        errorElement: <RouteErrorBoundary />,
      },
      ...children,
    ],
  };
}
