import { type ReactNode, Suspense } from 'react';
import { Button } from '../../components/Button';
import { PanelErrorBoundary } from '../../components/PanelErrorBoundary';
import { useTranslation } from '../../i18n/useTranslation';
import { UnauthenticatedError } from '../../relay/errors';

function ListLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('attachments');
  // An ended session still goes to sign-in, through the route's boundary.
  if (error instanceof UnauthenticatedError) throw error;
  return (
    <div role="alert" data-testid="attachments-list-error" className="flex flex-col items-start gap-2 rounded-md border-s-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-semibold">{t('list.loadError')}</p>
      <Button variant="secondary" onClick={retry} data-testid="attachments-list-retry">
        {t('list.retry')}
      </Button>
    </div>
  );
}

/**
 * Around a list of uploaded documents read by a query of its own: when the list cannot be read, `002 §8`
 * "Error Getting Uploaded Attachments List" stands in its place with a retry, and the rest of the screen
 * (the application, its messages, the other steps of its wizard) keeps working.
 */
export function AttachmentListBoundary({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <PanelErrorBoundary onRetry={onRetry} fallback={(error, retry) => <ListLoadError error={error} retry={retry} />}>
      <Suspense fallback={null}>{children}</Suspense>
    </PanelErrorBoundary>
  );
}
