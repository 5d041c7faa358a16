import { Suspense } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router-dom';
import { RouteFallback } from '../../components/RouteFallback';
import { i18n } from '../../i18n/i18n';
import { relayEnvironment } from '../../relay/environment';
import type { Access } from '../../router/access';
import { guard } from '../../router/guard';
import { createQueryRetainer, useCommittedQuery } from '../../router/queryRetainer';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';
import type { LoadedScreen } from '../../router/screenRoute';

function FinancialRouteScreen({ retainer }: { retainer: ReturnType<typeof createQueryRetainer> }) {
  const screen = useLoaderData<LoadedScreen>();
  useCommittedQuery(retainer, screen);
  return <Suspense fallback={<RouteFallback />}>{screen.render()}</Suspense>;
}

/**
 * `screenRoute` for /financial, except that the loader also reads the URL's search parameters: the
 * statement range lives there (002 §9 presets), so a reload or a shared link shows the same range.
 */
export function financialRoute(path: string, access: Access): RouteObject {
  const retainer = createQueryRetainer();
  return {
    path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guard(relayEnvironment, access);
      const { loadFinancialScreen } = await import('./FinancialScreen');
      const loaded = retainer.track(loadFinancialScreen(relayEnvironment, new URL(request.url).searchParams));
      await i18n.loadNamespaces(['billing', 'billInsight']);
      return loaded;
    },
    Component: () => <FinancialRouteScreen retainer={retainer} />,
    errorElement: <RouteErrorBoundary />,
  };
}
