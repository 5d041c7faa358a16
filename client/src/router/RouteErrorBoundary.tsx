import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Link, useNavigate, useRouteError } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { focusRing } from '../components/focusRing';
import { NetworkError, UnauthenticatedError, UpstreamTimeoutError, UpstreamUnavailableError } from '../relay/errors';
import { endViewerData } from '../relay/viewerData';
import { ROUTE_PATHS } from './access';

function messageKey(error: unknown): string {
  if (error instanceof UpstreamTimeoutError) return 'error.timeExpired';
  if (error instanceof UpstreamUnavailableError) return 'error.upstream';
  if (error instanceof NetworkError) return 'error.network';
  return 'error.generic';
}

/**
 * Every route's error boundary: an expired session goes back to /login (000 §8: profile failure marks
 * the user logged out) and ends what the browser holds of that user, anything else becomes a friendly
 * message with a way home.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const unauthenticated = error instanceof UnauthenticatedError;

  useEffect(() => {
    if (!unauthenticated) return;
    endViewerData(environment, () => navigate(ROUTE_PATHS.login, { replace: true }));
  }, [environment, navigate, unauthenticated]);

  if (unauthenticated) return null;
  return (
    <EmptyState testId="route-error" title={t('error.title')} description={<p role="alert">{t(messageKey(error))}</p>}>
      <Link to="/" reloadDocument className={`mt-2 inline-flex min-h-10 items-center rounded-md px-4 text-brand-main underline ${focusRing}`}>
        {t('error.home')}
      </Link>
    </EmptyState>
  );
}
