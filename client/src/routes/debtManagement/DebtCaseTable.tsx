import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import type { ListView } from '../../lib/listSort';
import { formatDate } from '../../i18n/format';
import { moneyText } from '../../lib/money';
import { Badge, toneOf } from '../../components/Badge';
import { DEBT_STATE_TONES } from '../../lib/debtStates';
import type { DebtCaseTable_query$data, DebtCaseTable_query$key } from './__generated__/DebtCaseTable_query.graphql';
import type { DebtCaseTablePaginationQuery } from './__generated__/DebtCaseTablePaginationQuery.graphql';
import { DEBT_CASE_SORTS, debtPaths } from './search';

type Field = (typeof DEBT_CASE_SORTS)[number];

type Row = DebtCaseTable_query$data['debtManagementCases']['edges'][number]['node'];

interface Props {
  query: DebtCaseTable_query$key;
  caption: string;
  view: ListView<Field>;
  onView(view: ListView<Field>): void;
}

/** The debt-management work list (cards below 640 px; sortable, exportable); each case opens its detail. */
export function DebtCaseTable({ view, onView, ...props }: Props) {
  const { t, i18n } = useTranslation('debtManagement');
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<DebtCaseTablePaginationQuery, DebtCaseTable_query$key>(
    graphql`
      fragment DebtCaseTable_query on Query
      @refetchable(queryName: "DebtCaseTablePaginationQuery")
      @argumentDefinitions(
        filter: { type: "DebtCaseFilter" }
        sort: { type: "DebtCaseSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        debtManagementCases(filter: $filter, sort: $sort, first: $count, after: $cursor)
        @connection(key: "DebtCaseTable_debtManagementCases", filters: ["filter", "sort"]) {
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
  const stageText = (row: Row) => t(`enquiryTabs:debtCaseStage.${row.stage}`, { defaultValue: row.stage });
  const statusText = (row: Row) => t(`enquiryTabs:debtCaseStatus.${row.status}`, { defaultValue: row.status });
  const lastAction = (row: Row) => `${t(`enquiryTabs:debtCaseAction.${row.lastAction}`, { defaultValue: row.lastAction })} · ${formatDate(row.lastActionOn)}`;
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'case',
      header: t('labels.caseNumber'),
      sort: sortOf('CASE_NUMBER'),
      cell: (row) => (
        <Link to={debtPaths.detail(row.id)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid="debt-case-link">
          <bdi dir="ltr">{row.caseNumber}</bdi>
        </Link>
      ),
    },
    { key: 'account', header: t('labels.account'), sort: sortOf('ACCOUNT'), cell: (row) => <bdi dir="ltr">{row.accountKey}</bdi> },
    { key: 'customer', header: t('labels.customer'), sort: sortOf('CUSTOMER'), cell: (row) => <span dir="auto">{row.customerName}</span> },
    { key: 'opened', header: t('labels.openedOn'), sort: sortOf('OPENED_ON'), cell: (row) => <span className="whitespace-nowrap">{formatDate(row.openedOn)}</span> },
    { key: 'stage', header: t('labels.stage'), sort: sortOf('STAGE'), cell: stageText },
    { key: 'status', header: t('labels.status'), sort: sortOf('STATUS'), cell: (row) => <Badge tone={toneOf(DEBT_STATE_TONES, row.status, 'muted')}>{statusText(row)}</Badge> },
    { key: 'balance', header: t('labels.balance'), numeric: true, sort: sortOf('BALANCE'), cell: (row) => <span className="whitespace-nowrap">{moneyText(row.balance, i18n.language)}</span> },
    {
      key: 'lastAction',
      header: t('labels.lastAction'),
      sort: sortOf('LAST_ACTION_ON'),
      cell: lastAction,
    },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('labels.caseNumber'), value: (row) => row.caseNumber },
    { header: t('labels.account'), value: (row) => row.accountKey },
    { header: t('labels.customer'), value: (row) => row.customerName },
    { header: t('labels.openedOn'), value: (row) => formatDate(row.openedOn) },
    { header: t('labels.stage'), value: stageText },
    { header: t('labels.status'), value: statusText },
    { header: t('labels.balance'), value: (row) => moneyText(row.balance, i18n.language) },
    { header: t('labels.lastAction'), value: lastAction },
  ];
  return (
    <ListTable
      found={t('list.found', { count: totalCount })}
      foundTestId="debt-cases-found"
      emptyTitle={t('list.emptyTitle')}
      empty={t('list.empty')}
      emptyTestId="debt-cases-list-empty"
      caption={props.caption}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      rowKey={(row) => row.id}
      total={totalCount}
      testId="debt-cases-list"
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={t('title')}
      exportColumns={exportColumns}
    />
  );
}
