import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../../relay/screenHooks';
import { EmptyState } from '../../../components/EmptyState';
import { StackedTable } from '../../../components/table/StackedTable';
import { formatDate } from '../../../i18n/format';
import { LoadMore } from '../../../components/table/LoadMore';
import { moneyText } from '../../../lib/money';
import type { DepositsTab_account$key } from './__generated__/DepositsTab_account.graphql';
import type { DepositsTabPaginationQuery } from './__generated__/DepositsTabPaginationQuery.graphql';
import type { DepositsTabQuery } from './__generated__/DepositsTabQuery.graphql';
import { TAB_PAGE_SIZE } from './paging';
import { Nowrap } from './Nowrap';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query DepositsTabQuery($accountId: ID!) @preloadable {
    node(id: $accountId) {
      ...DepositsTab_account @alias(as: "account")
    }
  }
`;

function Deposits({ account }: { account: DepositsTab_account$key }) {
  const { t, i18n } = useTranslation('enquiryTabs');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DepositsTabPaginationQuery, DepositsTab_account$key>(
    graphql`
      fragment DepositsTab_account on Account
      @refetchable(queryName: "DepositsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        deposits(first: $count, after: $cursor) @connection(key: "DepositsTab_deposits") {
          totalCount
          edges {
            node {
              reference
              receivedOn
              kind
              amount { ...money_money }
              status
              settledOn
            }
          }
        }
      }
    `,
    account,
  );
  const deposits = data.deposits.edges.map((edge) => edge.node);
  if (deposits.length === 0) return <EmptyState testId="deposits-empty" title={t('deposits.emptyTitle')} description={t('deposits.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('deposits.count', { count: data.deposits.totalCount })}</p>
      <StackedTable
        testId="deposits-table"
        caption={t('deposits.caption')}
        rows={deposits}
        rowKey={(deposit) => deposit.reference}
        columns={[
          { key: 'reference', header: t('deposits.reference'), cell: (deposit) => <span className="font-mono whitespace-nowrap">{deposit.reference}</span> },
          { key: 'received', header: t('deposits.receivedOn'), cell: (deposit) => <Nowrap>{formatDate(deposit.receivedOn)}</Nowrap> },
          { key: 'kind', header: t('deposits.kind'), cell: (deposit) => t(`depositKind.${deposit.kind}`, { defaultValue: deposit.kind }) },
          { key: 'amount', header: t('deposits.amount'), numeric: true, cell: (deposit) => <Nowrap>{moneyText(deposit.amount, i18n.language)}</Nowrap> },
          { key: 'status', header: t('deposits.status'), cell: (deposit) => t(`depositStatus.${deposit.status}`, { defaultValue: deposit.status }) },
          { key: 'settled', header: t('deposits.settledOn'), cell: (deposit) => <Nowrap>{formatDate(deposit.settledOn) || '—'}</Nowrap> },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(TAB_PAGE_SIZE)} /> : null}
    </div>
  );
}

/** The deposits the utility holds or held for the account, newest first. */
export const tabScreen = defineScreen<DepositsTabQuery>({
  namespaces: ['billing'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<DepositsTabQuery>(query, queryRef);
    return node?.account ? <Deposits account={node.account} /> : <TabNotFound />;
  },
});
