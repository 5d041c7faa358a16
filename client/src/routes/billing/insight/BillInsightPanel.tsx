import { Suspense, useEffect, useId } from 'react';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useQueryLoader } from '../../../relay/screenHooks';
import type { Environment } from 'relay-runtime';
import { Button } from '../../../components/Button';
import { PanelErrorBoundary } from '../../../components/PanelErrorBoundary';
import { useTranslation } from '../../../i18n/useTranslation';
import type { BillInsightPanelQuery } from './__generated__/BillInsightPanelQuery.graphql';
import { BillInsightContent } from './BillInsightContent';

const billInsightPanelQuery = graphql`
  query BillInsightPanelQuery {
    viewer {
      user {
        selectedAccount {
          ...BillInsightContent_account
        }
      }
    }
  }
`;

/**
 * Its own query, started beside the financial screen's: comparing bills and forecasting read the utility
 * more than the rest of the screen, and when that fails this panel says so while the screen stays.
 */
export function loadBillInsight(environment: Environment): PreloadedQuery<BillInsightPanelQuery> {
  return loadQuery<BillInsightPanelQuery>(environment, billInsightPanelQuery, {}, { fetchPolicy: 'store-or-network' });
}

function Insight({ queryRef }: { queryRef: PreloadedQuery<BillInsightPanelQuery> }) {
  const { viewer } = usePreloadedQuery<BillInsightPanelQuery>(billInsightPanelQuery, queryRef);
  const account = viewer.user?.selectedAccount;
  return account ? <BillInsightContent account={account} /> : null;
}

/** "Why is my bill different?": the latest bill against earlier ones, and the next bill's forecast. */
export function BillInsightPanel({ initialQueryRef }: { initialQueryRef?: PreloadedQuery<BillInsightPanelQuery> }) {
  const { t } = useTranslation('billInsight');
  const titleId = useId();
  const [queryRef, loadInsight] = useQueryLoader<BillInsightPanelQuery>(billInsightPanelQuery, initialQueryRef);
  // Without a query started for it, the panel starts its own when it mounts, beside the screen's data.
  useEffect(() => {
    if (queryRef == null) loadInsight({}, { fetchPolicy: 'store-or-network' });
  }, [queryRef, loadInsight]);
  return (
    <section aria-labelledby={titleId} data-testid="bill-insight" className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">{t('title')}</h2>
        <p className="text-sm text-gray-700">{t('intro')}</p>
      </div>
      <PanelErrorBoundary
        onRetry={() => loadInsight({}, { fetchPolicy: 'network-only' })}
        fallback={(_, retry) => (
          <div role="alert" data-testid="bill-insight-error" className="flex flex-col items-start gap-2 rounded-md border-s-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p>{t('error')}</p>
            <Button variant="secondary" onClick={retry}>{t('retry')}</Button>
          </div>
        )}
      >
        <Suspense fallback={<p role="status" className="text-sm text-gray-700">{t('loading')}</p>}>
          {queryRef ? <Insight queryRef={queryRef} /> : null}
        </Suspense>
      </PanelErrorBoundary>
    </section>
  );
}
