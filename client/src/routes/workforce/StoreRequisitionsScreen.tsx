import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import type { ListView } from '../../lib/listSort';
import { REQUISITION_SORTS, type RequisitionSearch, readRequisitionSearch, requisitionsPath } from './requisitionSearch';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import { SelectField } from '../../components/SelectField';
import type { StoreRequisitionsScreen_query$key } from './__generated__/StoreRequisitionsScreen_query.graphql';
import type { StoreRequisitionsScreenQuery } from './__generated__/StoreRequisitionsScreenQuery.graphql';
import type { StoreRequisitionsScreenPaginationQuery } from './__generated__/StoreRequisitionsScreenPaginationQuery.graphql';
import { REQUISITION_STATUSES, STATUS_TONES } from './requisitionStatuses';
import { Badge, toneOf } from '../../components/Badge';

type Field = (typeof REQUISITION_SORTS)[number];

const storeRequisitionsScreenQuery = graphql`
  query StoreRequisitionsScreenQuery($status: StoreRequisitionStatus, $count: Int!, $sort: StoreRequisitionSort) @preloadable {
    ...StoreRequisitionsScreen_query @arguments(status: $status, count: $count, sort: $sort)
    organisation {
      name
    }
  }
`;

/** 002 §2 store requisitions: newest first unless sorted, filtered by status (status, sort and page size in the URL), with a link to raise a new one. */
function StoreRequisitionsScreen({ queryRef, search }: { queryRef: PreloadedQuery<StoreRequisitionsScreenQuery>; search: RequisitionSearch }) {
  const query = usePreloadedQuery<StoreRequisitionsScreenQuery>(storeRequisitionsScreenQuery, queryRef);
  const { t } = useTranslation('workforce');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle suffix={query.organisation.name}>{t('requisitions.title')}</PageTitle>
        <Link to="/storeRequisitions/new" className={`inline-flex min-h-10 items-center rounded-md bg-brand-main px-4 py-2 text-sm font-semibold text-white ${focusRing}`} data-testid="requisition-new">
          {t('requisitions.new')}
        </Link>
      </div>
      <div className="max-w-xs">
        <SelectField
          label={t('requisitions.status')}
          value={search.status ?? ''}
          placeholder={t('requisitions.any')}
          options={REQUISITION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(event) => navigate(requisitionsPath({ ...search, status: REQUISITION_STATUSES.find((value) => value === event.target.value) ?? null }))}
        />
      </div>
      <RequisitionList query={query} view={search.view} onView={(view) => void navigate(requisitionsPath({ ...search, view }))} />
    </div>
  );
}

function RequisitionList({ view, onView, ...props }: { query: StoreRequisitionsScreen_query$key; view: ListView<Field>; onView(view: ListView<Field>): void }) {
  const { t } = useTranslation('workforce');
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<StoreRequisitionsScreenPaginationQuery, StoreRequisitionsScreen_query$key>(
    graphql`
      fragment StoreRequisitionsScreen_query on Query
      @refetchable(queryName: "StoreRequisitionsScreenPaginationQuery")
      @argumentDefinitions(
        status: { type: "StoreRequisitionStatus" }
        sort: { type: "StoreRequisitionSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        storeRequisitions(status: $status, sort: $sort, first: $count, after: $cursor)
        @connection(key: "StoreRequisitionsScreen_storeRequisitions", filters: ["status", "sort"]) {
          totalCount
          edges {
            node {
              id
              number
              status
              warehouseName
              requestedBy
              jobCardNumber
              lineCount
              updatedAt
            }
          }
        }
      }
    `,
    props.query,
  );
  const rows = data.storeRequisitions.edges.map((edge) => edge.node);
  const exportColumns: ExportColumn<(typeof rows)[number]>[] = [
    { header: t('requisition.number'), value: (row) => row.number },
    { header: t('requisitions.status'), value: (row) => t(`status.${row.status}`) },
    { header: t('requisition.warehouse'), value: (row) => row.warehouseName },
    { header: t('requisition.jobCard'), value: (row) => row.jobCardNumber },
    { header: t('requisitions.lines'), value: (row) => row.lineCount },
    { header: t('requisition.requestedBy'), value: (row) => row.requestedBy },
    { header: t('requisitions.updatedAt'), value: (row) => formatDateTime(row.updatedAt) },
  ];
  return (
    <ListTable
      found={t('requisitions.found', { count: data.storeRequisitions.totalCount })}
      emptyTitle={t('requisitions.emptyTitle')}
      empty={t('requisitions.empty')}
      emptyTestId="requisitions-empty"
      caption={t('requisitions.title')}
      testId="requisitions-table"
      rows={rows}
      rowKey={(row) => row.id}
      total={data.storeRequisitions.totalCount}
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={t('requisitions.title')}
      exportColumns={exportColumns}
      moreLabel={t('requisitions.more')}
      columns={[
        {
          key: 'number',
          header: t('requisition.number'),
          sort: sortOf('NUMBER'),
          cell: (row) => (
            <Link to={`/storeRequisitions/${encodeURIComponent(row.id)}`} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`}>
              <bdi>{row.number}</bdi>
            </Link>
          ),
        },
        { key: 'status', header: t('requisitions.status'), sort: sortOf('STATUS'), cell: (row) => <StatusBadge status={row.status} /> },
        { key: 'warehouse', header: t('requisition.warehouse'), sort: sortOf('WAREHOUSE'), cell: (row) => row.warehouseName },
        { key: 'jobCard', header: t('requisition.jobCard'), sort: sortOf('JOB_CARD'), cell: (row) => <bdi>{row.jobCardNumber ?? ''}</bdi> },
        { key: 'lines', header: t('requisitions.lines'), numeric: true, sort: sortOf('LINES'), cell: (row) => row.lineCount },
        { key: 'by', header: t('requisition.requestedBy'), sort: sortOf('REQUESTED_BY'), cell: (row) => row.requestedBy },
        { key: 'updated', header: t('requisitions.updatedAt'), sort: sortOf('UPDATED_AT'), cell: (row) => formatDateTime(row.updatedAt) },
      ]}
    />
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('workforce');
  return (
    <Badge shape="rounded" tone={toneOf(STATUS_TONES, status, 'neutral')} data-testid="requisition-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export const storeRequisitionsScreen = defineScreen<StoreRequisitionsScreenQuery>({
  namespaces: ['workforce'],
  Screen: function StoreRequisitionsRouteScreen({ queryRef, search }) {
    const parsed = useMemo(() => readRequisitionSearch(search), [search]);
    return <StoreRequisitionsScreen queryRef={queryRef} search={parsed} />;
  },
});
