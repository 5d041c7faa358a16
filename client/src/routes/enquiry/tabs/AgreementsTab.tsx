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
import type { AgreementsTab_account$key } from './__generated__/AgreementsTab_account.graphql';
import type { AgreementsTabPaginationQuery } from './__generated__/AgreementsTabPaginationQuery.graphql';
import type { AgreementsTabQuery } from './__generated__/AgreementsTabQuery.graphql';
import { TAB_PAGE_SIZE } from './paging';
import { Badge, toneOf } from '../../../components/Badge';
import { DEBT_STATE_TONES } from '../../../lib/debtStates';
import { Nowrap } from './Nowrap';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query AgreementsTabQuery($accountId: ID!) @preloadable {
    node(id: $accountId) {
      ...AgreementsTab_account @alias(as: "account")
    }
  }
`;

function Agreements({ account }: { account: AgreementsTab_account$key }) {
  const { t, i18n } = useTranslation('enquiryTabs');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AgreementsTabPaginationQuery, AgreementsTab_account$key>(
    graphql`
      fragment AgreementsTab_account on Account
      @refetchable(queryName: "AgreementsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        paymentAgreements(first: $count, after: $cursor) @connection(key: "AgreementsTab_paymentAgreements") {
          totalCount
          edges {
            node {
              id
              reference
              startDate
              instalmentCount
              paidInstalmentCount
              instalmentAmount { ...money_money }
              totalAmount { ...money_money }
              status
              bankName
              maskedIban
              debtCase {
                caseNumber
              }
            }
          }
        }
      }
    `,
    account,
  );
  const agreements = data.paymentAgreements.edges.map((edge) => edge.node);
  if (agreements.length === 0) return <EmptyState testId="agreements-empty" title={t('agreements.emptyTitle')} description={t('agreements.empty')} />;
  const money = (value: money_money$key) => moneyText(value, i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('agreements.count', { count: data.paymentAgreements.totalCount })}</p>
      <StackedTable
        testId="agreements-table"
        caption={t('agreements.caption')}
        rows={agreements}
        rowKey={(item) => item.id}
        columns={[
          { key: 'reference', header: t('agreements.reference'), cell: (item) => <span className="font-mono whitespace-nowrap">{item.reference}</span> },
          { key: 'case', header: t('agreements.case'), cell: (item) => (item.debtCase ? <span className="font-mono whitespace-nowrap">{item.debtCase.caseNumber}</span> : '—') },
          { key: 'start', header: t('agreements.startDate'), cell: (item) => <Nowrap>{formatDate(item.startDate)}</Nowrap> },
          {
            key: 'instalments',
            header: t('agreements.instalments'),
            cell: (item) => t('agreements.paidOf', { paid: item.paidInstalmentCount, instalments: item.instalmentCount, amount: isolated(money(item.instalmentAmount)) }),
          },
          { key: 'total', header: t('agreements.total'), numeric: true, cell: (item) => <Nowrap>{money(item.totalAmount)}</Nowrap> },
          { key: 'status', header: t('agreements.status'), cell: (item) => <Badge tone={toneOf(DEBT_STATE_TONES, item.status, 'muted')}>{t(`agreementStatus.${item.status}`, { defaultValue: item.status })}</Badge> },
          {
            key: 'bank',
            header: t('agreements.bank'),
            cell: (item) =>
              item.bankName ? (
                <span>
                  {item.bankName} <span className="font-mono whitespace-nowrap">{isolated(item.maskedIban ?? '')}</span>
                </span>
              ) : (
                t('agreements.noDirectDebit')
              ),
          },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(TAB_PAGE_SIZE)} /> : null}
    </div>
  );
}

/** The account's payment agreements, newest first, each with the debt case it settles. */
export const tabScreen = defineScreen<AgreementsTabQuery>({
  namespaces: ['billing'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<AgreementsTabQuery>(query, queryRef);
    return node?.account ? <Agreements account={node.account} /> : <TabNotFound />;
  },
});
