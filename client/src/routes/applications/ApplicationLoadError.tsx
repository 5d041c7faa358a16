import { Suspense } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { RouteFallback } from '../../components/RouteFallback';
import { useTranslation } from '../../i18n/useTranslation';
import { UnauthenticatedError } from '../../relay/errors';
import { RouteErrorBoundary } from '../../router/RouteErrorBoundary';

/**
 * /app/{type}/{id} when the application could not be read (`002 §8` "Error Getting Saved Application
 * Details"): the error in the screen's place, inside the shell, with a way back and a retry that reads it
 * again. An ended session still goes to sign-in, as on every route.
 */
function LoadError() {
  const { t } = useTranslation('applications');
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <Link to="/app/0/0" className={`self-start text-sm text-brand-main underline ${focusRing}`}>
        {t('details.back')}
      </Link>
      <div role="alert" data-testid="application-load-error" className="flex flex-col items-start gap-3 rounded-md border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
        <p className="font-semibold">{t('details.loadError')}</p>
        <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'} data-testid="application-retry">
          {t('details.retry')}
        </Button>
      </div>
    </div>
  );
}

export function ApplicationLoadError() {
  const error = useRouteError();
  if (error instanceof UnauthenticatedError) return <RouteErrorBoundary />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <LoadError />
    </Suspense>
  );
}
