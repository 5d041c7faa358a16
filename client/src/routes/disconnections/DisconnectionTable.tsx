import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import type { ListView } from '../../lib/listSort';
import { moneyText } from '../../lib/money';
import type { DisconnectionTable_query$data, DisconnectionTable_query$key } from './__generated__/DisconnectionTable_query.graphql';
import type { DisconnectionTablePaginationQuery } from './__generated__/DisconnectionTablePaginationQuery.graphql';
import { formatDayMonth } from './dayMonth';
import { DISCONNECTION_SORTS, disconnectionPaths } from './search';
import { DisconnectionBadges } from './StatusBadge';

type Field = (typeof DISCONNECTION_SORTS)[number];

type Row = DisconnectionTable_query$data['disconnections']['edges'][number]['node'];

interface Props {
  query: DisconnectionTable_query$key;
  caption: string;
  view: ListView<Field>;
  onView(view: ListView<Field>): void;
}

/** The work list as a table (cards below 640 px; sortable, exportable); each row opens the order. */
export function DisconnectionTable({ view, onView, ...props }: Props) {
  const { t, i18n } = useTranslation('disconnections');
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<DisconnectionTablePaginationQuery, DisconnectionTable_query$key>(
    graphql`
      fragment DisconnectionTable_query on Query
      @refetchable(queryName: "DisconnectionTablePaginationQuery")
      @argumentDefinitions(
        filter: { type: "DisconnectionFilter" }
        sort: { type: "DisconnectionSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        disconnections(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "DisconnectionTable_disconnections", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              id
              batchNumber
              status
              accountKey
              customerName
              address
              meterRef
              book
              lastPaymentDate
              balance {
                ...money_money
              }
              underInvestigation
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.disconnections;
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'account',
      header: t('table.account'),
      sort: sortOf('ACCOUNT'),
      cell: (row) => (
        <Link to={disconnectionPaths.detail(row.id)} className={`font-semibold text-brand-main underline ${focusRing}`} data-testid="disconnection-link">
          <bdi dir="ltr">{row.accountKey}</bdi>
        </Link>
      ),
    },
    { key: 'customer', header: t('labels.customer'), sort: sortOf('CUSTOMER'), cell: (row) => <span dir="auto">{row.customerName}</span> },
    { key: 'address', header: t('labels.address'), sort: sortOf('ADDRESS'), cell: (row) => <span dir="auto">{row.address}</span> },
    { key: 'meter', header: t('labels.meterRef'), sort: sortOf('METER'), cell: (row) => <bdi dir="ltr">{row.meterRef ?? '—'}</bdi> },
    { key: 'book', header: t('labels.book'), sort: sortOf('BOOK'), cell: (row) => <bdi dir="ltr">{row.book ?? '—'}</bdi> },
    { key: 'batch', header: t('labels.batch'), sort: sortOf('BATCH'), cell: (row) => <bdi dir="ltr" className="whitespace-nowrap">{row.batchNumber}</bdi> },
    { key: 'lastPayment', header: t('labels.lastPaymentDate'), sort: sortOf('LAST_PAYMENT'), cell: (row) => <span className="whitespace-nowrap">{formatDayMonth(row.lastPaymentDate, i18n.language) || '—'}</span> },
    { key: 'balance', header: t('labels.balance'), sort: sortOf('BALANCE'), numeric: true, cell: (row) => <span className="whitespace-nowrap">{moneyText(row.balance, i18n.language)}</span> },
    { key: 'status', header: t('labels.status'), sort: sortOf('STATUS'), cell: (row) => <DisconnectionBadges status={row.status} underInvestigation={row.underInvestigation} /> },
  ];
  const statusText = (row: Row) => [t(`status.${row.status}`, { defaultValue: row.status }), row.underInvestigation ? t('investigation.badge') : ''].filter(Boolean).join(' · ');
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('table.account'), value: (row) => row.accountKey },
    { header: t('labels.customer'), value: (row) => row.customerName },
    { header: t('labels.address'), value: (row) => row.address },
    { header: t('labels.meterRef'), value: (row) => row.meterRef },
    { header: t('labels.book'), value: (row) => row.book },
    { header: t('labels.batch'), value: (row) => row.batchNumber },
    { header: t('labels.lastPaymentDate'), value: (row) => formatDayMonth(row.lastPaymentDate, i18n.language) },
    { header: t('labels.balance'), value: (row) => moneyText(row.balance, i18n.language) },
    { header: t('labels.status'), value: statusText },
  ];
  return (
    <ListTable
      found={t('list.found', { count: totalCount })}
      foundTestId="disconnections-found"
      emptyTitle={t('list.emptyTitle')}
      empty={t('list.empty')}
      emptyTestId="disconnections-empty"
      caption={props.caption}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      rowKey={(row) => row.id}
      total={totalCount}
      testId="disconnections-table"
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={t('title')}
      exportColumns={exportColumns}
    />
  );
}
