import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import type { ElementTable_query$data, ElementTable_query$key } from './__generated__/ElementTable_query.graphql';
import type { ElementTablePaginationQuery } from './__generated__/ElementTablePaginationQuery.graphql';
import { type ElementSearch, writeElementSearch } from './elementSearch';
import { assetPaths } from '../../lib/assetPaths';

type Row = ElementTable_query$data['elements']['edges'][number]['node'];

/** Elements by code unless sorted; under a chosen station (and no sort), the station first and its elements indented beneath it. */
export function ElementTable({ query, search }: { query: ElementTable_query$key; search: ElementSearch }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const { data, ...paging } = usePaginationFragment<ElementTablePaginationQuery, ElementTable_query$key>(
    graphql`
      fragment ElementTable_query on Query
      @refetchable(queryName: "ElementTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        text: { type: "String" }
        typeIds: { type: "[Int!]" }
        stationId: { type: "ID" }
        sort: { type: "ElementSort" }
      ) {
        elements(first: $count, after: $cursor, text: $text, typeIds: $typeIds, stationId: $stationId, sort: $sort)
          @connection(key: "ElementTable_elements", filters: ["text", "typeIds", "stationId", "sort"]) {
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
  const grouped = search.stationId !== null && search.sort === null;
  const rows = grouped ? [...nodes.filter((row) => row.id === search.stationId), ...nodes.filter((row) => row.id !== search.stationId)] : nodes;
  const member = (row: Row) => grouped && row.id !== search.stationId;
  const go = (next: ElementSearch) => void navigate(assetPaths.elements(writeElementSearch(next)));
  const sortOf = useColumnSort(search, (sort) => go({ ...search, ...sort }));
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'code',
      header: t('elements.code'),
      sort: sortOf('CODE'),
      cell: (row) => (
        <Link to={assetPaths.element(row.elementId)} className={`font-medium text-brand-main underline ${member(row) ? 'ms-6 inline-block' : ''} ${focusRing}`} data-testid="element-link">
          {member(row) ? <span aria-hidden="true">└ </span> : null}
          <bdi dir="ltr">{row.code}</bdi>
        </Link>
      ),
    },
    { key: 'name', header: t('elements.name'), sort: sortOf('NAME'), cell: (row) => row.name },
    { key: 'type', header: t('elements.type'), sort: sortOf('TYPE'), cell: (row) => (row.type.isStation ? <strong>{row.type.name}</strong> : row.type.name) },
    { key: 'station', header: t('elements.station'), sort: sortOf('STATION'), cell: (row) => (row.station ? <bdi dir="ltr">{row.station.code}</bdi> : '—') },
    { key: 'town', header: t('elements.town'), sort: sortOf('TOWN'), cell: (row) => row.town },
    { key: 'status', header: t('elements.status'), sort: sortOf('STATUS'), cell: (row) => t(`elementStatus.${row.status}`) },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('elements.code'), value: (row) => row.code },
    { header: t('elements.name'), value: (row) => row.name },
    { header: t('elements.type'), value: (row) => row.type.name },
    { header: t('elements.station'), value: (row) => row.station?.code },
    { header: t('elements.town'), value: (row) => row.town },
    { header: t('elements.status'), value: (row) => t(`elementStatus.${row.status}`) },
  ];
  return (
    <ListTable
      found={t('elements.found', { count: totalCount })}
      foundTestId="element-found"
      emptyTitle={t('elements.emptyTitle')}
      empty={t('register.empty')}
      emptyTestId="element-empty"
      caption={t('elements.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      total={totalCount}
      testId="element-table"
      paging={paging}
      pageSize={search.pageSize}
      onPageSize={(size) => go({ ...search, pageSize: size })}
      exportFile={t('elements.caption')}
      exportColumns={exportColumns}
      moreLabel={t('register.more', { count: search.pageSize })}
    />
  );
}
