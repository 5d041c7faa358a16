import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import type { ListView } from '../../lib/listSort';
import { QUEUE_SORTS } from './queueSearch';
import { formatDateTime } from '../../i18n/format';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { Badge } from '../../components/Badge';
import type { WorkQueueTable_query$data, WorkQueueTable_query$key } from './__generated__/WorkQueueTable_query.graphql';
import type { WorkQueueTablePaginationQuery } from './__generated__/WorkQueueTablePaginationQuery.graphql';
import { detailLink } from '../../lib/workQueues';
import { UnreadBadge } from './UnreadBadge';

type Field = (typeof QUEUE_SORTS)[number];

type Row = WorkQueueTable_query$data['workQueue']['edges'][number]['node'];

interface Props {
  query: WorkQueueTable_query$key;
  caption: string;
  view: ListView<Field>;
  onView(view: ListView<Field>): void;
}

/** One work queue as a table (cards below 640 px; sortable, exportable), most recently updated first unless sorted, with live unread badges. */
export function WorkQueueTable({ view, onView, ...props }: Props) {
  const { t } = useTranslation('workQueue');
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<WorkQueueTablePaginationQuery, WorkQueueTable_query$key>(
    graphql`
      fragment WorkQueueTable_query on Query
      @refetchable(queryName: "WorkQueueTablePaginationQuery")
      @argumentDefinitions(
        kind: { type: "WorkQueueKind!" }
        filter: { type: "WorkQueueFilter" }
        sort: { type: "WorkQueueSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        workQueue(kind: $kind, filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "WorkQueueTable_workQueue", filters: ["kind", "filter", "sort"]) {
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
      sort: sortOf('NAME'),
      cell: (row) => (
        <Link to={detailLink(row.kind as 'CUSTOMER_SERVICE' | 'MAINTENANCE', row.portalApplicationId)} className={`font-semibold text-brand-main underline ${focusRing}`} data-testid="queue-link">
          <bdi>{row.name}</bdi> <bdi dir="ltr" className="font-normal text-gray-600">#{row.portalApplicationId}</bdi>
        </Link>
      ),
    },
    { key: 'type', header: t('table.type'), sort: sortOf('TYPE'), cell: (row) => row.typeName ?? '—' },
    {
      key: 'customer',
      header: t('table.customer'),
      sort: sortOf('CUSTOMER'),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <span dir="auto">{row.customerName}</span>
          {row.fromVisitor ? <Badge tone="special" data-testid="from-visitor">{t('table.fromVisitor')}</Badge> : null}
        </span>
      ),
    },
    { key: 'status', header: t('table.status'), sort: sortOf('STATUS'), cell: (row) => <ApplicationStatusBadge status={row.status} /> },
    { key: 'updated', header: t('table.updatedOn'), sort: sortOf('UPDATED_ON'), cell: (row) => <time dateTime={row.updatedOn}>{formatDateTime(row.updatedOn)}</time> },
    {
      key: 'assigned',
      header: t('table.assigned'),
      sort: sortOf('ASSIGNED'),
      cell: (row) => (row.assignedToMe ? <strong>{t('table.me')}</strong> : (row.assignedEmployee ?? <span className="text-gray-600">{t('table.unassigned')}</span>)),
    },
    { key: 'unread', header: t('table.unread'), cell: (row) => <UnreadBadge count={row.unreadMessageCount} />, numeric: true },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('table.application'), value: (row) => `${row.name} #${row.portalApplicationId}` },
    { header: t('table.type'), value: (row) => row.typeName },
    { header: t('table.customer'), value: (row) => row.customerName },
    { header: t('table.status'), value: (row) => t(`applications:status.${row.status}`) },
    { header: t('table.updatedOn'), value: (row) => formatDateTime(row.updatedOn) },
    { header: t('table.assigned'), value: (row) => (row.assignedToMe ? t('table.me') : (row.assignedEmployee ?? t('table.unassigned'))) },
    { header: t('table.unread'), value: (row) => row.unreadMessageCount },
  ];
  return (
    <ListTable
      found={t('list.found', { count: totalCount })}
      foundTestId="queue-found"
      emptyTitle={t('list.emptyTitle')}
      empty={t('list.empty')}
      emptyTestId="queue-empty"
      caption={props.caption}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      rowKey={(row) => row.id}
      total={totalCount}
      testId="queue-table"
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={props.caption}
      exportColumns={exportColumns}
      moreLabel={t('list.more')}
    />
  );
}
