import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../../relay/screenHooks';
import { EmptyState } from '../../../components/EmptyState';
import { StackedTable } from '../../../components/table/StackedTable';
import { formatDate } from '../../../i18n/format';
import { isolated } from '../../../i18n/isolate';
import { LoadMore } from '../../../components/table/LoadMore';
import type { money_money$key } from '../../../lib/__generated__/money_money.graphql';
import { moneyText } from '../../../lib/money';
import type { DebtCasesTab_account$key } from './__generated__/DebtCasesTab_account.graphql';
import type { DebtCasesTabPaginationQuery } from './__generated__/DebtCasesTabPaginationQuery.graphql';
import type { DebtCasesTabQuery } from './__generated__/DebtCasesTabQuery.graphql';
import { TAB_PAGE_SIZE } from './paging';
import { Badge, toneOf } from '../../../components/Badge';
import { DEBT_STATE_TONES } from '../../../lib/debtStates';
import { Nowrap } from './Nowrap';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query DebtCasesTabQuery($accountId: ID!) @preloadable {
    node(id: $accountId) {
      ...DebtCasesTab_account @alias(as: "account")
    }
  }
`;

function DebtCases({ account }: { account: DebtCasesTab_account$key }) {
  const { t, i18n } = useTranslation('enquiryTabs');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DebtCasesTabPaginationQuery, DebtCasesTab_account$key>(
    graphql`
      fragment DebtCasesTab_account on Account
      @refetchable(queryName: "DebtCasesTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        debtCases(first: $count, after: $cursor) @connection(key: "DebtCasesTab_debtCases") {
          totalCount
          edges {
            node {
              id
              caseNumber
              openedOn
              stage
              status
              debtAmount { ...money_money }
              balance { ...money_money }
              lastAction
              lastActionOn
              closedOn
            }
          }
        }
      }
    `,
    account,
  );
  const cases = data.debtCases.edges.map((edge) => edge.node);
  if (cases.length === 0) return <EmptyState testId="debt-cases-empty" title={t('debtCases.emptyTitle')} description={t('debtCases.empty')} />;
  const money = (value: money_money$key) => moneyText(value, i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('debtCases.count', { count: data.debtCases.totalCount })}</p>
      <StackedTable
        testId="debt-cases-table"
        caption={t('debtCases.caption')}
        rows={cases}
        rowKey={(item) => item.id}
        columns={[
          { key: 'number', header: t('debtCases.number'), cell: (item) => <span className="font-mono whitespace-nowrap">{item.caseNumber}</span> },
          { key: 'opened', header: t('debtCases.openedOn'), cell: (item) => <Nowrap>{formatDate(item.openedOn)}</Nowrap> },
          { key: 'stage', header: t('debtCases.stage'), cell: (item) => t(`debtCaseStage.${item.stage}`, { defaultValue: item.stage }) },
          { key: 'status', header: t('debtCases.status'), cell: (item) => <Badge tone={toneOf(DEBT_STATE_TONES, item.status, 'muted')}>{t(`debtCaseStatus.${item.status}`, { defaultValue: item.status })}</Badge> },
          { key: 'debt', header: t('debtCases.debt'), numeric: true, cell: (item) => <Nowrap>{money(item.debtAmount)}</Nowrap> },
          { key: 'balance', header: t('debtCases.balance'), numeric: true, cell: (item) => <Nowrap>{money(item.balance)}</Nowrap> },
          {
            key: 'lastAction',
            header: t('debtCases.lastAction'),
            cell: (item) => t('debtCases.actionOn', { action: t(`debtCaseAction.${item.lastAction}`, { defaultValue: item.lastAction }), date: isolated(formatDate(item.lastActionOn)) }),
          },
          { key: 'closed', header: t('debtCases.closedOn'), cell: (item) => <Nowrap>{formatDate(item.closedOn) || '—'}</Nowrap> },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(TAB_PAGE_SIZE)} /> : null}
    </div>
  );
}

/** The account's debt-management cases, newest first. */
export const tabScreen = defineScreen<DebtCasesTabQuery>({
  namespaces: ['billing'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<DebtCasesTabQuery>(query, queryRef);
    return node?.account ? <DebtCases account={node.account} /> : <TabNotFound />;
  },
});
