import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import { formatDate } from '../../i18n/format';
import { LoadMore } from '../../components/table/LoadMore';
import { moneyText } from '../../lib/money';
import { Badge, toneOf } from '../../components/Badge';
import { DEBT_STATE_TONES } from '../../lib/debtStates';
import type { DebtCaseTable_query$data, DebtCaseTable_query$key } from './__generated__/DebtCaseTable_query.graphql';
import type { DebtCaseTablePaginationQuery } from './__generated__/DebtCaseTablePaginationQuery.graphql';
import { debtPaths } from './search';

/** Rows per page (002 §9 page sizes 10, 25, 50 and 100). */
const DEBT_CASE_PAGE_SIZE = 25;

type Row = DebtCaseTable_query$data['debtManagementCases']['edges'][number]['node'];

/** The debt-management work list (cards below 640 px); each case opens its detail. */
export function DebtCaseTable(props: { query: DebtCaseTable_query$key; caption: string }) {
  const { t, i18n } = useTranslation('debtManagement');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DebtCaseTablePaginationQuery, DebtCaseTable_query$key>(
    graphql`
      fragment DebtCaseTable_query on Query
      @refetchable(queryName: "DebtCaseTablePaginationQuery")
      @argumentDefinitions(filter: { type: "DebtCaseFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        debtManagementCases(filter: $filter, first: $count, after: $cursor) @connection(key: "DebtCaseTable_debtManagementCases", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              caseNumber
              accountKey
              customerName
              openedOn
              stage
              status
              balance {
                ...money_money
              }
              lastAction
              lastActionOn
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.debtManagementCases;
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'case',
      header: t('labels.caseNumber'),
      cell: (row) => (
        <Link to={debtPaths.detail(row.id)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid="debt-case-link">
          <bdi dir="ltr">{row.caseNumber}</bdi>
        </Link>
      ),
    },
    { key: 'account', header: t('labels.account'), cell: (row) => <bdi dir="ltr">{row.accountKey}</bdi> },
    { key: 'customer', header: t('labels.customer'), cell: (row) => <span dir="auto">{row.customerName}</span> },
    { key: 'opened', header: t('labels.openedOn'), cell: (row) => <span className="whitespace-nowrap">{formatDate(row.openedOn)}</span> },
    { key: 'stage', header: t('labels.stage'), cell: (row) => t(`enquiryTabs:debtCaseStage.${row.stage}`, { defaultValue: row.stage }) },
    { key: 'status', header: t('labels.status'), cell: (row) => <Badge tone={toneOf(DEBT_STATE_TONES, row.status, 'muted')}>{t(`enquiryTabs:debtCaseStatus.${row.status}`, { defaultValue: row.status })}</Badge> },
    { key: 'balance', header: t('labels.balance'), numeric: true, cell: (row) => <span className="whitespace-nowrap">{moneyText(row.balance, i18n.language)}</span> },
    {
      key: 'lastAction',
      header: t('labels.lastAction'),
      cell: (row) => `${t(`enquiryTabs:debtCaseAction.${row.lastAction}`, { defaultValue: row.lastAction })} · ${formatDate(row.lastActionOn)}`,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700" data-testid="debt-cases-found">
        {t('list.found', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} testId="debt-cases-list-empty" />
      ) : (
        <StackedTable caption={props.caption} columns={columns} rows={edges.map((edge) => edge.node)} rowKey={(row) => row.id} testId="debt-cases-list" />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(DEBT_CASE_PAGE_SIZE)} /> : null}
    </div>
  );
}
