import { Suspense } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router-dom';
import { RouteFallback } from '../../components/RouteFallback';
import { i18n } from '../../i18n/i18n';
import { relayEnvironment } from '../../relay/environment';
import { guard } from '../../router/guard';
import { createQueryRetainer, useCommittedQuery } from '../../router/queryRetainer';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';
import type { LoadedScreen } from '../../router/screenRoute';

function PaymentResultRouteScreen({ retainer }: { retainer: ReturnType<typeof createQueryRetainer> }) {
  const screen = useLoaderData<LoadedScreen>();
  useCommittedQuery(retainer, screen);
  return <Suspense fallback={<RouteFallback />}>{screen.render()}</Suspense>;
}

/** `screenRoute` for the provider's return, except that the payment id comes from the URL's query. */
export function paymentResultRoute(path: string): RouteObject {
  const retainer = createQueryRetainer();
  return {
    path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guard(relayEnvironment, { kind: 'public' });
      const { loadPaymentResultScreen } = await import('./PaymentResultScreen');
      const loaded = retainer.track(loadPaymentResultScreen(relayEnvironment, new URL(request.url).searchParams));
      await i18n.loadNamespaces(['payments']);
      return loaded;
    },
    Component: () => <PaymentResultRouteScreen retainer={retainer} />,
    errorElement: <RouteErrorBoundary />,
  };
}
