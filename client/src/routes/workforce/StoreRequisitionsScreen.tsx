import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { StackedTable } from '../../components/table/StackedTable';
import { formatDateTime } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import { SelectField } from '../../components/SelectField';
import type { StoreRequisitionsScreen_query$key } from './__generated__/StoreRequisitionsScreen_query.graphql';
import type { StoreRequisitionStatus, StoreRequisitionsScreenQuery } from './__generated__/StoreRequisitionsScreenQuery.graphql';
import type { StoreRequisitionsScreenPaginationQuery } from './__generated__/StoreRequisitionsScreenPaginationQuery.graphql';
import { REQUISITION_STATUSES, STATUS_TONES } from './requisitionStatuses';
import { Badge, toneOf } from '../../components/Badge';
import { LoadMore } from '../../components/table/LoadMore';

const PAGE_SIZE = 25;

const storeRequisitionsScreenQuery = graphql`
  query StoreRequisitionsScreenQuery($status: StoreRequisitionStatus) @preloadable {
    ...StoreRequisitionsScreen_query @arguments(status: $status)
    organisation {
      name
    }
  }
`;

/** 002 §2 store requisitions: newest first, filtered by status (in the URL), with a link to raise a new one. */
function StoreRequisitionsScreen({ queryRef, status }: { queryRef: PreloadedQuery<StoreRequisitionsScreenQuery>; status: StoreRequisitionStatus | null }) {
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
          value={status ?? ''}
          placeholder={t('requisitions.any')}
          options={REQUISITION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(event) => navigate(event.target.value ? `/storeRequisitions?status=${event.target.value}` : '/storeRequisitions')}
        />
      </div>
      <RequisitionList query={query} />
    </div>
  );
}

function RequisitionList(props: { query: StoreRequisitionsScreen_query$key }) {
  const { t } = useTranslation('workforce');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<StoreRequisitionsScreenPaginationQuery, StoreRequisitionsScreen_query$key>(
    graphql`
      fragment StoreRequisitionsScreen_query on Query
      @refetchable(queryName: "StoreRequisitionsScreenPaginationQuery")
      @argumentDefinitions(status: { type: "StoreRequisitionStatus" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        storeRequisitions(status: $status, first: $count, after: $cursor) @connection(key: "StoreRequisitionsScreen_storeRequisitions", filters: ["status"]) {
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
  return (
    <section className="flex flex-col gap-3">
      <p role="status" className="text-sm text-gray-700">
        {t('requisitions.found', { count: data.storeRequisitions.totalCount })}
      </p>
      {rows.length === 0 ? (
        <EmptyState title={t('requisitions.emptyTitle')} description={t('requisitions.empty')} />
      ) : (
        <StackedTable
          caption={t('requisitions.title')}
          testId="requisitions-table"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'number',
              header: t('requisition.number'),
              cell: (row) => (
                <Link to={`/storeRequisitions/${encodeURIComponent(row.id)}`} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`}>
                  <bdi>{row.number}</bdi>
                </Link>
              ),
            },
            { key: 'status', header: t('requisitions.status'), cell: (row) => <StatusBadge status={row.status} /> },
            { key: 'warehouse', header: t('requisition.warehouse'), cell: (row) => row.warehouseName },
            { key: 'jobCard', header: t('requisition.jobCard'), cell: (row) => <bdi>{row.jobCardNumber ?? ''}</bdi> },
            { key: 'lines', header: t('requisitions.lines'), numeric: true, cell: (row) => row.lineCount },
            { key: 'by', header: t('requisition.requestedBy'), cell: (row) => row.requestedBy },
            { key: 'updated', header: t('requisitions.updatedAt'), cell: (row) => formatDateTime(row.updatedAt) },
          ]}
        />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)} label={t('requisitions.more')} /> : null}
    </section>
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
  Screen: ({ queryRef }) => <StoreRequisitionsScreen queryRef={queryRef} status={queryRef.variables.status ?? null} />,
});
