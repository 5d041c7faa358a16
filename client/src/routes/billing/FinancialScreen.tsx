import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import type { LoadedScreen } from '../../router/screenRoute';
import type { FinancialScreenQuery } from './__generated__/FinancialScreenQuery.graphql';
import { BalanceSummary } from '../../features/billing/BalanceSummary';
import { FinancialAccountHeading } from './FinancialAccountHeading';
import { FinancialTabs } from './FinancialTabs';
import type { BillInsightPanelQuery } from './insight/__generated__/BillInsightPanelQuery.graphql';
import { BillInsightPanel, loadBillInsight } from './insight/BillInsightPanel';
import { LatestBillCard } from '../../features/billing/LatestBillCard';
import { type StatementRange, rangeFromSearch } from '../../lib/statementRange';

const financialScreenQuery = graphql`
  query FinancialScreenQuery($from: Date!, $to: Date!) {
    viewer {
      user {
        accounts(first: 0) {
          totalCount
        }
        selectedAccount {
          ...FinancialAccountHeading_account
          ...BalanceSummary_account
          ...LatestBillCard_account
          ...FinancialTabs_account @arguments(from: $from, to: $to)
        }
      }
    }
    organisation {
      name
    }
  }
`;

interface FinancialScreenProps {
  queryRef: PreloadedQuery<FinancialScreenQuery>;
  insightRef: PreloadedQuery<BillInsightPanelQuery>;
  range: StatementRange;
}

/** 000 §2 /financial: balance, bills, statement and payment records of the selected account, in one request. */
export function FinancialScreen({ queryRef, insightRef, range }: FinancialScreenProps) {
  const { viewer, organisation } = usePreloadedQuery<FinancialScreenQuery>(financialScreenQuery, queryRef);
  const { t } = useTranslation('billing');
  const account = viewer.user?.selectedAccount;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('financial.title')}</PageTitle>
      {account ? (
        <>
          <FinancialAccountHeading account={account} accountCount={viewer.user?.accounts.totalCount ?? 1} />
          <div className="grid gap-4 md:grid-cols-2">
            <BalanceSummary account={account} />
            <LatestBillCard account={account} />
          </div>
          <BillInsightPanel initialQueryRef={insightRef} />
          <FinancialTabs account={account} range={range} />
        </>
      ) : (
        <EmptyState title={t('financial.noAccount')} description={t('financial.noAccountHelp')} />
      )}
    </div>
  );
}

/** Starts the screen's query for the range in the URL (`financialRoute.tsx`). */
export function loadFinancialScreen(environment: Environment, search: URLSearchParams): LoadedScreen {
  const range = rangeFromSearch(search);
  const queryRef = loadQuery<FinancialScreenQuery>(
    environment,
    financialScreenQuery,
    { from: range.from, to: range.to },
    { fetchPolicy: 'store-or-network' },
  );
  const insightRef = loadBillInsight(environment);
  return {
    render: () => <FinancialScreen queryRef={queryRef} insightRef={insightRef} range={range} />,
    dispose: () => {
      queryRef.dispose();
      insightRef.dispose();
    },
  };
}
