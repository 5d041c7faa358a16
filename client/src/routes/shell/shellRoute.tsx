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
/** The environment of the shell's query on screen. */
let shownEnvironment: IEnvironment | null = null;

/** The shell's query; released, it is let go of, so that a stale router state some closure still holds reaches no data. */
interface ShellQuery {
  environment: IEnvironment;
  queryRef: PreloadedQuery<AppShellQuery> | null;
  dispose(): void;
}

function loadShell(): ShellQuery {
  const shell: ShellQuery = {
    environment: currentEnvironment(),
    queryRef: null,
    dispose: () => {
      shell.queryRef?.dispose();
      shell.queryRef = null;
    },
  };
  shell.queryRef = loadQuery<AppShellQuery>(shell.environment, appShellQuery, {}, { fetchPolicy: 'store-or-network' });
  return retainer.track(shell);
}

/**
 * The shell and every screen read the environment the shell's query went to: when a viewer's data ends
 * (relay/viewerData.ts), the old screens keep theirs until the new environment's shell and screen replace
 * them in one commit. The layout effect runs before the new screens' effects, which may already notify.
 */
function ShellRoute() {
  const shell = useLoaderData<ShellQuery>();
  useCommittedQuery(retainer, shell);
  useLayoutEffect(() => {
    shownEnvironment = shell.environment;
    environmentShown(shell.environment);
  }, [shell.environment]);
  return (
    <RelayEnvironmentProvider environment={shell.environment}>
      <Suspense fallback={<StartupFallback />}>{shell.queryRef && <AppShell queryRef={shell.queryRef} />}</Suspense>
    </RelayEnvironmentProvider>
  );
}

/** Without the shell (its query failed), the error stands alone on the page. */
function ShellError() {
  return (
    <RelayEnvironmentProvider environment={currentEnvironment()}>
      <main id="main-content" className="min-h-screen bg-gray-50 p-6 font-sans">
        <RouteErrorBoundary />
      </main>
    </RelayEnvironmentProvider>
  );
}

/** The root route: the shell around every screen; `/` itself only sends on (000 §2). */
export function shellRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    loader: loadShell,
    // A new environment (a viewer's data ended) loads the shell again with the navigations that follow, until
    // one shows it (an interrupted one's load never did).
    shouldRevalidate: ({ defaultShouldRevalidate }) => defaultShouldRevalidate || shownEnvironment !== currentEnvironment(),
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
