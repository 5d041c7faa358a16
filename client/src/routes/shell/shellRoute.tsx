import { Suspense } from 'react';
import { type PreloadedQuery, loadQuery } from 'react-relay/hooks';
import { type RouteObject, useLoaderData } from 'react-router-dom';
import { RouteFallback } from '../../components/RouteFallback';
import { relayEnvironment } from '../../relay/environment';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';
import { guard } from '../../router/guard';
import { createQueryRetainer, useCommittedQuery } from '../../router/queryRetainer';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql';
import { AppShell, appShellQuery } from './AppShell';
import { StartupFallback } from './StartupFallback';

const retainer = createQueryRetainer();

function ShellRoute() {
  const queryRef = useLoaderData<PreloadedQuery<AppShellQuery>>();
  useCommittedQuery(retainer, queryRef);
  return (
    <Suspense fallback={<StartupFallback />}>
      <AppShell queryRef={queryRef} />
    </Suspense>
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
      return retainer.track(loadQuery<AppShellQuery>(relayEnvironment, appShellQuery, {}, { fetchPolicy: 'store-or-network' }));
    },
    Component: ShellRoute,
    HydrateFallback: StartupFallback,
    errorElement: <ShellError />,
    children: [
      {
        index: true,
        loader: async () => {
          await guard(relayEnvironment, { kind: 'entry' });
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
