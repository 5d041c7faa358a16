import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import type { ElementTable_query$data, ElementTable_query$key } from './__generated__/ElementTable_query.graphql';
import type { ElementTablePaginationQuery } from './__generated__/ElementTablePaginationQuery.graphql';
import { type ElementSearch, writeElementSearch } from './elementSearch';
import { assetPaths } from '../../lib/assetPaths';
import { PageSizeSelect } from '../../components/table/PageSizeSelect';
import { LoadMore } from '../../components/table/LoadMore';

type Row = ElementTable_query$data['elements']['edges'][number]['node'];

/** Elements by code; under a chosen station, the station first and its elements indented beneath it. */
export function ElementTable({ query, search }: { query: ElementTable_query$key; search: ElementSearch }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ElementTablePaginationQuery, ElementTable_query$key>(
    graphql`
      fragment ElementTable_query on Query
      @refetchable(queryName: "ElementTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        text: { type: "String" }
        typeIds: { type: "[Int!]" }
        stationId: { type: "ID" }
      ) {
        elements(first: $count, after: $cursor, text: $text, typeIds: $typeIds, stationId: $stationId)
          @connection(key: "ElementTable_elements", filters: ["text", "typeIds", "stationId"]) {
          totalCount
          edges {
            node {
              id
              elementId
              code
              name
              town
              status
              type {
                name
                isStation
              }
              station {
                id
                code
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.elements;
  const nodes = edges.map((edge) => edge.node);
  // Station → its elements: the chosen station leads, its members follow indented.
  const rows = search.stationId ? [...nodes.filter((row) => row.id === search.stationId), ...nodes.filter((row) => row.id !== search.stationId)] : nodes;
  const member = (row: Row) => search.stationId !== null && row.id !== search.stationId;
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'code',
      header: t('elements.code'),
      cell: (row) => (
        <Link to={assetPaths.element(row.elementId)} className={`font-medium text-brand-main underline ${member(row) ? 'ms-6 inline-block' : ''} ${focusRing}`} data-testid="element-link">
          {member(row) ? <span aria-hidden="true">└ </span> : null}
          <bdi dir="ltr">{row.code}</bdi>
        </Link>
      ),
    },
    { key: 'name', header: t('elements.name'), cell: (row) => row.name },
    { key: 'type', header: t('elements.type'), cell: (row) => (row.type.isStation ? <strong>{row.type.name}</strong> : row.type.name) },
    { key: 'station', header: t('elements.station'), cell: (row) => (row.station ? <bdi dir="ltr">{row.station.code}</bdi> : '—') },
    { key: 'town', header: t('elements.town'), cell: (row) => row.town },
    { key: 'status', header: t('elements.status'), cell: (row) => t(`elementStatus.${row.status}`) },
  ];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p role="status" className="text-sm font-medium text-gray-800" data-testid="element-found">
          {t('elements.found', { count: totalCount })}
        </p>
        <div className="w-32">
          <PageSizeSelect label={t('register.pageSize')} value={search.pageSize} onChange={(size) => void navigate(assetPaths.elements(writeElementSearch({ ...search, pageSize: size })))} />
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('elements.emptyTitle')} description={t('register.empty')} testId="element-empty" />
      ) : (
        <StackedTable caption={t('elements.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} testId="element-table" />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(search.pageSize)} label={t('register.more', { count: search.pageSize })} loadingLabel={t('register.loading')} /> : null}
    </div>
  );
}
