import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link, useNavigate } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { type ExportColumn, ListTable } from '../../components/table/ListTable';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import { formatDateTime } from '../../i18n/format';
import type { SampleList_query$data, SampleList_query$key } from './__generated__/SampleList_query.graphql';
import type { SampleListPaginationQuery } from './__generated__/SampleListPaginationQuery.graphql';
import { type SampleSearch, samplesPath } from './sampleSearch';

type Row = SampleList_query$data['samples']['edges'][number]['node'];

/** Samples, newest first unless sorted: sortable columns, page size and an export of every sample found. */
export function SampleList({ query, search }: { query: SampleList_query$key; search: SampleSearch }) {
  const { t } = useTranslation('measurements');
  const navigate = useNavigate();
  const sortOf = useColumnSort(search, (sort) => void navigate(samplesPath({ ...search, ...sort })));
  const { data, ...paging } = usePaginationFragment<SampleListPaginationQuery, SampleList_query$key>(
    graphql`
      fragment SampleList_query on Query
      @refetchable(queryName: "SampleListPaginationQuery")
      @argumentDefinitions(
        status: { type: "SampleStatus" }
        overallResult: { type: "SampleResult" }
        text: { type: "String" }
        sort: { type: "SampleSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        samples(status: $status, overallResult: $overallResult, text: $text, sort: $sort, first: $count, after: $cursor)
          @connection(key: "SampleList_samples", filters: ["status", "overallResult", "text", "sort"]) {
          totalCount
          edges {
            node {
              id
              sampleNumber
              takenAt
              status
              overallResult
              samplingPoint {
                name
                element {
                  code
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const rows = data.samples.edges.map((edge) => edge.node);
  const result = (row: Row) => (row.overallResult ? t(`result.${row.overallResult}`) : t('samples.pending'));
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('samples.number'),
      sort: sortOf('NUMBER'),
      cell: (row) => (
        <Link to={`/samples/${encodeURIComponent(row.id)}`} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`}>
          <bdi>{row.sampleNumber}</bdi>
        </Link>
      ),
    },
    { key: 'point', header: t('samples.point'), sort: sortOf('POINT'), cell: (row) => <span><bdi>{row.samplingPoint.element.code}</bdi> · {row.samplingPoint.name}</span> },
    { key: 'takenAt', header: t('samples.takenAt'), sort: sortOf('TAKEN_AT'), cell: (row) => formatDateTime(row.takenAt) },
    { key: 'status', header: t('samples.status'), sort: sortOf('STATUS'), cell: (row) => t(`status.${row.status}`) },
    {
      key: 'result',
      header: t('samples.result'),
      sort: sortOf('RESULT'),
      cell: (row) => (row.overallResult ? <span className={row.overallResult === 'FAIL' ? 'font-semibold text-red-700' : 'text-green-800'}>{result(row)}</span> : result(row)),
    },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('samples.number'), value: (row) => row.sampleNumber },
    { header: t('samples.point'), value: (row) => `${row.samplingPoint.element.code} · ${row.samplingPoint.name}` },
    { header: t('samples.takenAt'), value: (row) => formatDateTime(row.takenAt) },
    { header: t('samples.status'), value: (row) => t(`status.${row.status}`) },
    { header: t('samples.result'), value: result },
  ];
  return (
    <section aria-labelledby="samples-list-title" className="flex flex-col gap-3">
      <h2 id="samples-list-title" className="sr-only">
        {t('samples.list')}
      </h2>
      <ListTable
        found={t('samples.found', { count: data.samples.totalCount })}
        foundTestId="samples-found"
        emptyTitle={t('samples.emptyTitle')}
        empty={t('samples.empty')}
        emptyTestId="samples-empty"
        caption={t('samples.list')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={data.samples.totalCount}
        testId="samples-table"
        paging={paging}
        pageSize={search.pageSize}
        onPageSize={(pageSize) => void navigate(samplesPath({ ...search, pageSize }))}
        exportFile={t('samples.list')}
        exportColumns={exportColumns}
        moreLabel={t('samples.more')}
      />
    </section>
  );
}
