import { Suspense, useEffect } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useQueryLoader } from '../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { PanelErrorBoundary } from '../../components/PanelErrorBoundary';
import { useTranslation } from '../../i18n/useTranslation';
import { QUEUES, type WorkQueueKind } from '../../lib/workQueues';
import type { QueueCountsPanelQuery } from './__generated__/QueueCountsPanelQuery.graphql';
import { writeQueueSearch } from './queueSearch';

const queueCountsPanelQuery = graphql`
  query QueueCountsPanelQuery {
    workQueueSummaries {
      kind
      assignedToMe
      withUnreadMessages
      new
      total
    }
  }
`;

const NO_FILTER = { status: null, applicationType: null, updatedFrom: null, updatedTo: null, assignedToMe: false, unreadOnly: false } as const;
const queueLink = (kind: WorkQueueKind, filter: Parameters<typeof writeQueueSearch>[0] | null) =>
  `${QUEUES[kind].listPath}${filter ? `?${writeQueueSearch(filter)}` : ''}`;

function Counts({ queryRef }: { queryRef: PreloadedQuery<QueueCountsPanelQuery> }) {
  const { t } = useTranslation('workQueue');
  const { workQueueSummaries } = usePreloadedQuery<QueueCountsPanelQuery>(queueCountsPanelQuery, queryRef);
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {workQueueSummaries.map((summary) => {
        const kind = summary.kind as WorkQueueKind;
        const counts: Array<[string, number, string]> = [
          [t('home.assignedToMe'), summary.assignedToMe, queueLink(kind, { ...NO_FILTER, assignedToMe: true })],
          [t('home.unread'), summary.withUnreadMessages, queueLink(kind, { ...NO_FILTER, unreadOnly: true })],
          [t('home.new'), summary.new, queueLink(kind, { ...NO_FILTER, status: 'NEW' })],
          [t('home.total'), summary.total, queueLink(kind, null)],
        ];
        return (
          <li key={kind} className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4" data-testid={`home-queue-${kind}`}>
            <h3 className="text-lg font-semibold text-gray-900">{t(QUEUES[kind].titleKey)}</h3>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {counts.map(([label, count, to]) => (
                <div key={label} className="flex flex-col justify-between gap-1">
                  <dt className="text-sm text-gray-700">{label}</dt>
                  <dd>
                    <Link to={to} className={`text-2xl font-semibold text-brand-main underline ${focusRing}`}>
                      {count}
                    </Link>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The employee home's queue counts, read by a query of their own once the home is shown: counting a large
 * queue (unread messages across thousands of applications) may take seconds, and the search, the areas and
 * sign-in itself must not wait for it. A failure stays in this panel, with a way to try again.
 */
export function QueueCountsPanel() {
  const { t } = useTranslation('workQueue');
  const [queryRef, loadCounts] = useQueryLoader<QueueCountsPanelQuery>(queueCountsPanelQuery);
  useEffect(() => {
    if (queryRef == null) loadCounts({}, { fetchPolicy: 'store-and-network' });
  }, [queryRef, loadCounts]);
  return (
    <section aria-labelledby="queues-title" className="flex flex-col gap-3" data-testid="home-queues">
      <h2 id="queues-title" className="text-xl font-semibold text-gray-900">
        {t('home.queues')}
      </h2>
      <PanelErrorBoundary
        onRetry={() => loadCounts({}, { fetchPolicy: 'network-only' })}
        fallback={(_, retry) => (
          <div role="alert" data-testid="home-queues-error" className="flex flex-col items-start gap-2 rounded-md border-s-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p>{t('home.countsFailed')}</p>
            <Button variant="secondary" onClick={retry}>{t('home.countsRetry')}</Button>
          </div>
        )}
      >
        <Suspense fallback={<p role="status" className="text-sm text-gray-700" data-testid="home-queues-loading">{t('home.countsLoading')}</p>}>
          {queryRef ? <Counts queryRef={queryRef} /> : null}
        </Suspense>
      </PanelErrorBoundary>
    </section>
  );
}
