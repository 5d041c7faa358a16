import { Suspense } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router-dom';
import { Button } from '../components/Button';
import { focusRing } from '../components/focusRing';
import { RouteFallback } from '../components/RouteFallback';
import { useTranslation } from '../i18n/useTranslation';
import { UnauthenticatedError } from '../relay/errors';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export interface ScreenLoadErrorProps {
  /** The catalogue holding the texts; keys below are read in it. */
  namespace: string;
  messageKey: string;
  retryKey: string;
  back?: { to: string; labelKey: string };
  testId: string;
  retryTestId: string;
}

function LoadError({ namespace, messageKey, retryKey, back, testId, retryTestId }: ScreenLoadErrorProps) {
  const { t } = useTranslation(namespace);
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      {back ? (
        <Link to={back.to} className={`self-start text-sm text-brand-main underline ${focusRing}`}>
          {t(back.labelKey)}
        </Link>
      ) : null}
      <div role="alert" data-testid={testId} className="flex flex-col items-start gap-3 rounded-md border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
        <p className="font-semibold">{t(messageKey)}</p>
        <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'} data-testid={retryTestId}>
          {t(retryKey)}
        </Button>
      </div>
    </div>
  );
}

/**
 * A route's error element when its screen could not be read: the screen's own catalogue text in its
 * place, inside the shell, with a retry that reads it again. An ended session still goes to sign-in, as
 * on every route (RouteErrorBoundary.tsx).
 */
export function ScreenLoadError(props: ScreenLoadErrorProps) {
  const error = useRouteError();
  if (error instanceof UnauthenticatedError) return <RouteErrorBoundary />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <LoadError {...props} />
    </Suspense>
  );
}
