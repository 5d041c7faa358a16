import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../i18n/format';
import { defineScreen } from '../../router/screenRoute';
import { SelectField } from '../../components/SelectField';
import type { PvParksScreenQuery } from './__generated__/PvParksScreenQuery.graphql';
import type { PvParksScreen_query$data, PvParksScreen_query$key } from './__generated__/PvParksScreen_query.graphql';
import type { PvParksScreenPaginationQuery } from './__generated__/PvParksScreenPaginationQuery.graphql';
import { PV_STATUSES } from './grades';
import { assetPaths } from '../../lib/assetPaths';
import { type PvParkSearch, readPvParkSearch, writePvParkSearch } from './pvParkSearch';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import { useColumnSort } from '../../components/table/useColumnSort';

const pvParksScreenQuery = graphql`
  query PvParksScreenQuery($count: Int!, $text: String, $status: PvParkStatus, $sort: PvParkSort) @preloadable {
    ...PvParksScreen_query @arguments(count: $count, text: $text, status: $status, sort: $sort)
  }
`;

type Row = PvParksScreen_query$data['pvParks']['edges'][number]['node'];

/** 002 §2 photovoltaic park directory: parks by name with their capacity, connection and status. */
function PvParksScreen({ queryRef, search }: { queryRef: PreloadedQuery<PvParksScreenQuery>; search: PvParkSearch }) {
  const query = usePreloadedQuery<PvParksScreenQuery>(pvParksScreenQuery, queryRef);
  const { t, i18n } = useTranslation('assets');
  const navigate = useNavigate();
  const { data, ...paging } = usePaginationFragment<PvParksScreenPaginationQuery, PvParksScreen_query$key>(
    graphql`
      fragment PvParksScreen_query on Query
      @refetchable(queryName: "PvParksScreenPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        text: { type: "String" }
        status: { type: "PvParkStatus" }
        sort: { type: "PvParkSort" }
      ) {
        pvParks(first: $count, after: $cursor, text: $text, status: $status, sort: $sort) @connection(key: "PvParksScreen_pvParks", filters: ["text", "status", "sort"]) {
          totalCount
          edges {
            node {
              id
              parkId
              name
              licenceNumber
              operator
              installedCapacityKwp
              exportCapacityKw
              connectionVoltage
              town
              status
              commissionedOn
            }
          }
        }
      }
    `,
    query,
  );
  const [text, setText] = useState(search.text);
  const [status, setStatus] = useState<string>(search.status ?? '');
  const go = (next: PvParkSearch) => void navigate(assetPaths.pvParks(writePvParkSearch(next)));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go({ ...search, text, status: PV_STATUSES.find((value) => value === status) ?? null });
  };
  const sortOf = useColumnSort(search, (sort) => go({ ...search, ...sort }));
  const kw = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3, numberingSystem: 'latn' }).format(value);
  const rows = data.pvParks.edges.map((edge) => edge.node);
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('pv.name'),
      sort: sortOf('NAME'),
      cell: (row) => (
        <span className="flex flex-col">
          <Link to={assetPaths.pvPark(row.parkId)} className={`font-medium text-brand-main underline ${focusRing}`} data-testid="pv-link">
            {row.name}
          </Link>
          <bdi dir="ltr" className="text-xs text-gray-600">
            {row.licenceNumber}
          </bdi>
        </span>
      ),
    },
    { key: 'operator', header: t('pv.operator'), sort: sortOf('OPERATOR'), cell: (row) => row.operator },
    {
      key: 'capacity',
      header: t('pv.capacity'),
      sort: sortOf('CAPACITY'),
      numeric: true,
      cell: (row) => (
        <span className="flex flex-col whitespace-nowrap">
          <bdi dir="ltr">{kw(row.installedCapacityKwp)} kWp</bdi>
          <span className="text-xs text-gray-600">
            {t('pv.exportShort')} <bdi dir="ltr">{kw(row.exportCapacityKw)} kW</bdi>
          </span>
        </span>
      ),
    },
    { key: 'voltage', header: t('pv.voltage'), sort: sortOf('VOLTAGE'), cell: (row) => <span className="whitespace-nowrap">{t(`voltage.${row.connectionVoltage}`)}</span> },
    { key: 'town', header: t('pv.town'), sort: sortOf('TOWN'), cell: (row) => row.town },
    { key: 'status', header: t('pv.status'), sort: sortOf('STATUS'), cell: (row) => t(`pvStatus.${row.status}`) },
    { key: 'commissioned', header: t('pv.commissionedOn'), sort: sortOf('COMMISSIONED_ON'), cell: (row) => formatDate(row.commissionedOn) || '—' },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('pv.name'), value: (row) => row.name },
    { header: t('pv.licenceNumber'), value: (row) => row.licenceNumber },
    { header: t('pv.operator'), value: (row) => row.operator },
    { header: t('pv.installedCapacityKwp'), value: (row) => kw(row.installedCapacityKwp) },
    { header: t('pv.exportCapacityKw'), value: (row) => kw(row.exportCapacityKw) },
    { header: t('pv.voltage'), value: (row) => t(`voltage.${row.connectionVoltage}`) },
    { header: t('pv.town'), value: (row) => row.town },
    { header: t('pv.status'), value: (row) => t(`pvStatus.${row.status}`) },
    { header: t('pv.commissionedOn'), value: (row) => formatDate(row.commissionedOn) },
  ];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('pv.title')}</PageTitle>
        <Link to={assetPaths.pvPark('new')} className={`inline-flex min-h-10 items-center rounded-md bg-brand-main px-4 py-2 text-sm font-semibold text-white ${focusRing}`} data-testid="pv-new">
          {t('pv.new')}
        </Link>
      </div>
      <form noValidate role="search" onSubmit={apply} aria-label={t('filters.label')} className="grid items-end gap-3 rounded-md border border-gray-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto] [&>*]:min-w-0" data-testid="pv-filters">
        <TextField label={t('pv.search')} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder={t('pv.searchPlaceholder')} data-testid="pv-text" />
        <SelectField label={t('pv.status')} value={status} onValueChange={setStatus} placeholder={t('filters.any')} options={PV_STATUSES.map((value) => ({ value, label: t(`pvStatus.${value}`) }))} />
        <div className="flex gap-2">
          <Button variant="ghost" onClick={() => void navigate(assetPaths.pvParks())}>
            {t('filters.clear')}
          </Button>
          <Button type="submit" data-testid="pv-apply">
            {t('filters.apply')}
          </Button>
        </div>
      </form>
      <ListTable
        found={t('pv.found', { count: data.pvParks.totalCount })}
        foundTestId="pv-found"
        emptyTitle={t('pv.emptyTitle')}
        empty={t('register.empty')}
        emptyTestId="pv-empty"
        caption={t('pv.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={data.pvParks.totalCount}
        testId="pv-table"
        paging={paging}
        pageSize={search.pageSize}
        onPageSize={(size) => go({ ...search, pageSize: size })}
        exportFile={t('pv.title')}
        exportColumns={exportColumns}
        moreLabel={t('register.more', { count: search.pageSize })}
      />
    </div>
  );
}

export const pvParksScreen = defineScreen<PvParksScreenQuery>({
  namespaces: ['assets'],
  Screen: function PvParksRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readPvParkSearch(search), [search]);
    return <PvParksScreen key={search.toString()} queryRef={queryRef} search={filters} />;
  },
});
