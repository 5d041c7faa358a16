import { useTranslation } from '../../i18n/useTranslation';
import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { FinancialScreenQuery } from './__generated__/FinancialScreenQuery.graphql';
import { BalanceSummary } from '../../features/billing/BalanceSummary';
import { FinancialAccountHeading } from './FinancialAccountHeading';
import { FinancialTabs } from './FinancialTabs';
import { BillInsightPanel } from './insight/BillInsightPanel';
import { LatestBillCard } from '../../features/billing/LatestBillCard';
import { type StatementRange, rangeFromSearch } from '../../lib/statementRange';

const financialScreenQuery = graphql`
  query FinancialScreenQuery($from: Date!, $to: Date!) @preloadable {
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
  range: StatementRange;
}

/** 000 §2 /financial: balance, bills, statement and payment records of the selected account, in one request. */
function FinancialScreen({ queryRef, range }: FinancialScreenProps) {
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
          <BillInsightPanel />
          <FinancialTabs account={account} range={range} />
        </>
      ) : (
        <EmptyState title={t('financial.noAccount')} description={t('financial.noAccountHelp')} />
      )}
    </div>
  );
}

/** The statement range (read from the URL by the route's query too, `routes.ts`) stays one object while the URL does. */
export const financialScreen = defineScreen<FinancialScreenQuery>({
  namespaces: ['billing'],
  Screen: function FinancialRouteScreen({ queryRef, search }) {
    const range = useMemo(() => rangeFromSearch(search), [search]);
    return <FinancialScreen queryRef={queryRef} range={range} />;
  },
});
