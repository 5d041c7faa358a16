import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import { formatDateTime } from '../../i18n/format';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { Badge } from '../../components/Badge';
import type { WorkQueueTable_query$data, WorkQueueTable_query$key } from './__generated__/WorkQueueTable_query.graphql';
import type { WorkQueueTablePaginationQuery } from './__generated__/WorkQueueTablePaginationQuery.graphql';
import { detailLink } from '../../lib/workQueues';
import { UnreadBadge } from './UnreadBadge';
import { LoadMore } from '../../components/table/LoadMore';

/** Rows per page (002 §9 page sizes 10, 25, 50 and 100). */
const QUEUE_PAGE_SIZE = 25;

type Row = WorkQueueTable_query$data['workQueue']['edges'][number]['node'];

/** One work queue as a table (cards below 640 px), most recently updated first, with live unread badges. */
export function WorkQueueTable(props: { query: WorkQueueTable_query$key; caption: string }) {
  const { t } = useTranslation('workQueue');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<WorkQueueTablePaginationQuery, WorkQueueTable_query$key>(
    graphql`
      fragment WorkQueueTable_query on Query
      @refetchable(queryName: "WorkQueueTablePaginationQuery")
      @argumentDefinitions(
        kind: { type: "WorkQueueKind!" }
        filter: { type: "WorkQueueFilter" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        workQueue(kind: $kind, filter: $filter, first: $count, after: $cursor) @connection(key: "WorkQueueTable_workQueue", filters: ["kind", "filter"]) {
          totalCount
          edges {
            node {
              id
              portalApplicationId
              name
              kind
              typeName
              customerName
              fromVisitor
              status
              updatedOn
              assignedEmployee
              assignedToMe
              unreadMessageCount
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.workQueue;
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('table.application'),
      cell: (row) => (
        <Link to={detailLink(row.kind as 'CUSTOMER_SERVICE' | 'MAINTENANCE', row.portalApplicationId)} className={`font-semibold text-brand-main underline ${focusRing}`} data-testid="queue-link">
          <bdi>{row.name}</bdi> <bdi dir="ltr" className="font-normal text-gray-600">#{row.portalApplicationId}</bdi>
        </Link>
      ),
    },
    { key: 'type', header: t('table.type'), cell: (row) => row.typeName ?? '—' },
    {
      key: 'customer',
      header: t('table.customer'),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <span dir="auto">{row.customerName}</span>
          {row.fromVisitor ? <Badge tone="special" data-testid="from-visitor">{t('table.fromVisitor')}</Badge> : null}
        </span>
      ),
    },
    { key: 'status', header: t('table.status'), cell: (row) => <ApplicationStatusBadge status={row.status} /> },
    { key: 'updated', header: t('table.updatedOn'), cell: (row) => <time dateTime={row.updatedOn}>{formatDateTime(row.updatedOn)}</time> },
    {
      key: 'assigned',
      header: t('table.assigned'),
      cell: (row) => (row.assignedToMe ? <strong>{t('table.me')}</strong> : (row.assignedEmployee ?? <span className="text-gray-600">{t('table.unassigned')}</span>)),
    },
    { key: 'unread', header: t('table.unread'), cell: (row) => <UnreadBadge count={row.unreadMessageCount} />, numeric: true },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700" data-testid="queue-found">
        {t('list.found', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} testId="queue-empty" />
      ) : (
        <StackedTable caption={props.caption} columns={columns} rows={edges.map((edge) => edge.node)} rowKey={(row) => row.id} testId="queue-table" />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(QUEUE_PAGE_SIZE)} label={t('list.more')} /> : null}
    </div>
  );
}
