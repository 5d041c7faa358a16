import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { formatDate } from '../../i18n/format';
import { ExportAllButton } from '../../components/table/ExportAllButton';
import { FoundCount } from '../../components/table/FoundCount';
import { type VirtualColumn, VirtualTable } from '../../components/table/VirtualTable';
import type { AssetTable_query$data, AssetTable_query$key } from './__generated__/AssetTable_query.graphql';
import type { AssetTablePaginationQuery } from './__generated__/AssetTablePaginationQuery.graphql';
import { type AssetSearch, type AssetSortField, writeAssetSearch } from './assetSearch';
import { GradeBadge } from './GradeBadge';
import { assetPaths } from '../../lib/assetPaths';
import { PageSizeSelect } from '../../components/table/PageSizeSelect';
import { LoadMore } from '../../components/table/LoadMore';
import { ColumnMenu } from '../../components/table/ColumnMenu';
import { useColumnChoice } from '../../components/table/useColumnChoice';

type Row = AssetTable_query$data['assets']['edges'][number]['node'];

/** The register: sortable columns, pages of the chosen size, CSV export of the rows loaded. */
export function AssetTable({ query, search }: { query: AssetTable_query$key; search: AssetSearch }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AssetTablePaginationQuery, AssetTable_query$key>(
    graphql`
      fragment AssetTable_query on Query
      @refetchable(queryName: "AssetTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        filter: { type: "AssetFilter" }
        sort: { type: "AssetSort" }
      ) {
        assets(first: $count, after: $cursor, filter: $filter, sort: $sort) @connection(key: "AssetTable_assets", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              id
              assetId
              assetNumber
              description
              category
              status
              criticality
              conditionGrade
              installedOn
              nextAssessmentDue
              assessmentOverdue
              make
              model
              serialNo
              element {
                id
                code
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.assets;
  const rows = edges.map((edge) => edge.node);
  const go = (next: AssetSearch) => void navigate(assetPaths.assets(writeAssetSearch(next)));
  const sortOf = (field: AssetSortField): VirtualColumn<Row>['sort'] => {
    const direction = search.sort === field ? (search.descending ? 'descending' : 'ascending') : 'none';
    const label = direction === 'ascending' ? t('register.sortAscending') : direction === 'descending' ? t('register.sortDescending') : t('register.sortable');
    return { direction, label: `, ${label}`, onSort: () => go({ ...search, sort: field, descending: search.sort === field ? !search.descending : false }) };
  };
  const due = (row: Row) => (row.nextAssessmentDue ? <time dateTime={row.nextAssessmentDue}>{formatDate(row.nextAssessmentDue)}</time> : <span title={t('register.never')}>—</span>);

  const columns: VirtualColumn<Row>[] = [
    {
      key: 'assetNumber',
      header: t('columns.assetNumber'),
      width: 'w-[13%]',
      sort: sortOf('ASSET_NUMBER'),
      cell: (row) => (
        <Link to={assetPaths.asset(row.assetId)} className={`font-medium text-brand-main underline ${focusRing}`} data-testid="asset-link">
          <bdi dir="ltr">{row.assetNumber}</bdi>
        </Link>
      ),
    },
    { key: 'description', header: t('columns.description'), width: 'w-[14%]', sort: sortOf('DESCRIPTION'), text: (row) => row.description, cell: (row) => <span dir="auto">{row.description}</span> },
    { key: 'category', header: t('columns.category'), width: 'w-[11%]', sort: sortOf('CATEGORY'), cell: (row) => t(`category.${row.category}`) },
    {
      key: 'element',
      header: t('columns.element'),
      width: 'w-[11%]',
      text: (row) => `${row.element.code} · ${row.element.name}`,
      cell: (row) => <bdi dir="ltr">{row.element.code}</bdi>,
    },
    { key: 'status', header: t('columns.status'), width: 'w-[10%]', cell: (row) => t(`status.${row.status}`) },
    { key: 'criticality', header: t('columns.criticality'), width: 'w-[9%]', sort: sortOf('CRITICALITY'), cell: (row) => <span dir="ltr">{row.criticality}</span> },
    { key: 'condition', header: t('columns.condition'), width: 'w-[13%]', sort: sortOf('CONDITION'), cell: (row) => <GradeBadge grade={row.conditionGrade} /> },
    {
      key: 'nextDue',
      header: t('columns.nextDue'),
      width: 'w-[19%]',
      sort: sortOf('NEXT_DUE'),
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          {due(row)}
          {row.assessmentOverdue ? <span className="rounded bg-red-100 px-1 text-xs font-semibold text-red-900">{t('register.overdue')}</span> : null}
        </span>
      ),
    },
  ];

  const exportRows = () =>
    rows.map((row) => [
      row.assetNumber, row.description, t(`category.${row.category}`), row.element.code, t(`status.${row.status}`), row.criticality,
      row.conditionGrade ?? '', formatDate(row.installedOn), row.nextAssessmentDue ? formatDate(row.nextAssessmentDue) : '', row.make, row.model, row.serialNo,
    ]);
  const exportKeys = ['assetNumber', 'description', 'category', 'element', 'status', 'criticality', 'condition', 'installedOn', 'nextDue', 'make', 'model', 'serialNo'];
  const { shown, hidden, choice } = useColumnChoice('asset-table', columns);
  // The export's own columns (installed on, make, model, serial number) are always written; the table's follow the choice.
  const exported = exportKeys.map((key, index) => ({ key, index })).filter(({ key }) => !hidden.has(key));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FoundCount found={t('register.found', { count: totalCount })} loaded={totalCount > rows.length ? t('register.loaded', { loaded: rows.length, total: totalCount }) : null} testId="asset-found" />
        <div className="flex flex-wrap items-end gap-2">
          <ColumnMenu choice={choice} testId="asset-columns" />
          <div className="w-32">
            <PageSizeSelect label={t('register.pageSize')} value={search.pageSize} onChange={(size) => go({ ...search, pageSize: size })} />
          </div>
          {rows.length > 0 ? (
            <ExportAllButton
              label={t('register.export')}
              fileStem={t('register.exportFile')}
              headers={exported.map(({ key }) => t(`columns.${key}`))}
              rows={() => exportRows().map((cells) => exported.map(({ index }) => cells[index]))}
              loaded={rows.length}
              total={totalCount}
              paging={{ hasNext, isLoadingNext, loadNext }}
              testId="asset-export"
            />
          ) : null}
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('register.emptyTitle')} description={t('register.empty')} testId="asset-empty" />
      ) : (
        <VirtualTable caption={t('register.caption')} columns={shown} rows={rows} total={totalCount} rowKey={(row) => row.id} onOpen={(row) => void navigate(assetPaths.asset(row.assetId))} testId="asset-table" />
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(search.pageSize)} label={t('register.more', { count: search.pageSize })} loadingLabel={t('register.loading')} testId="asset-more" /> : null}
    </div>
  );
}
