import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import { LoadMore } from '../../components/table/LoadMore';
import { moneyText } from '../../lib/money';
import type { DisconnectionTable_query$data, DisconnectionTable_query$key } from './__generated__/DisconnectionTable_query.graphql';
import type { DisconnectionTablePaginationQuery } from './__generated__/DisconnectionTablePaginationQuery.graphql';
import { formatDayMonth } from './dayMonth';
import { disconnectionPaths } from './search';
import { DisconnectionBadges } from './StatusBadge';

/** Rows per page (002 §9 page sizes 10, 25, 50 and 100). */
const DISCONNECTION_PAGE_SIZE = 25;

type Row = DisconnectionTable_query$data['disconnections']['edges'][number]['node'];

/** The work list as a table (cards below 640 px); each row opens the order. */
export function DisconnectionTable(props: { query: DisconnectionTable_query$key; caption: string }) {
  const { t, i18n } = useTranslation('disconnections');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DisconnectionTablePaginationQuery, DisconnectionTable_query$key>(
    graphql`
      fragment DisconnectionTable_query on Query
      @refetchable(queryName: "DisconnectionTablePaginationQuery")
      @argumentDefinitions(filter: { type: "DisconnectionFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        disconnections(filter: $filter, first: $count, after: $cursor) @connection(key: "DisconnectionTable_disconnections", filters: ["filter"]) {
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
      cell: (row) => (
        <Link to={disconnectionPaths.detail(row.id)} className={`font-semibold text-brand-main underline ${focusRing}`} data-testid="disconnection-link">
          <bdi dir="ltr">{row.accountKey}</bdi>
        </Link>
      ),
    },
    { key: 'customer', header: t('labels.customer'), cell: (row) => <span dir="auto">{row.customerName}</span> },
    { key: 'address', header: t('labels.address'), cell: (row) => <span dir="auto">{row.address}</span> },
    { key: 'meter', header: t('labels.meterRef'), cell: (row) => <bdi dir="ltr">{row.meterRef ?? '—'}</bdi> },
    { key: 'book', header: t('labels.book'), cell: (row) => <bdi dir="ltr">{row.book ?? '—'}</bdi> },
    { key: 'batch', header: t('labels.batch'), cell: (row) => <bdi dir="ltr" className="whitespace-nowrap">{row.batchNumber}</bdi> },
    { key: 'lastPayment', header: t('labels.lastPaymentDate'), cell: (row) => <span className="whitespace-nowrap">{formatDayMonth(row.lastPaymentDate, i18n.language) || '—'}</span> },
    { key: 'balance', header: t('labels.balance'), numeric: true, cell: (row) => <span className="whitespace-nowrap">{moneyText(row.balance, i18n.language)}</span> },
    { key: 'status', header: t('labels.status'), cell: (row) => <DisconnectionBadges status={row.status} underInvestigation={row.underInvestigation} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700" data-testid="disconnections-found">
        {t('list.found', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} testId="disconnections-empty" />
      ) : (
        <StackedTable caption={props.caption} columns={columns} rows={edges.map((edge) => edge.node)} rowKey={(row) => row.id} testId="disconnections-table" />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(DISCONNECTION_PAGE_SIZE)} /> : null}
    </div>
  );
}
