import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import type { JobCardTable_query$data, JobCardTable_query$key } from './__generated__/JobCardTable_query.graphql';
import type { JobCardTablePaginationQuery } from './__generated__/JobCardTablePaginationQuery.graphql';
import type { ExportColumn } from '../../components/table/ListTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import { formatDateTime } from '../../i18n/format';
import type { ListView } from '../../lib/listSort';
import { JOB_CARD_SORTS, jobCardPath } from './search';
import { PagedTable, elementColumn, elementText, numberColumn, timeColumn } from './PagedTable';
import { StepBadge } from './StepBadge';

type Row = JobCardTable_query$data['jobCards']['edges'][number]['node'];

type Field = (typeof JOB_CARD_SORTS)[number];

/** Job cards, newest first unless sorted, as a table (cards below 640 px). */
export function JobCardTable(props: { query: JobCardTable_query$key; view: ListView<Field>; onView(view: ListView<Field>): void }) {
  const { t } = useTranslation('maintenance');
  const { view, onView } = props;
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<JobCardTablePaginationQuery, JobCardTable_query$key>(
    graphql`
      fragment JobCardTable_query on Query
      @refetchable(queryName: "JobCardTablePaginationQuery")
      @argumentDefinitions(
        filter: { type: "JobCardFilter" }
        sort: { type: "JobCardSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        jobCards(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "JobCardTable_jobCards", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              # eslint-disable-next-line relay/unused-fields -- PagedTable.tsx keys the rows by it
              id
              jobCardId
              # eslint-disable-next-line relay/unused-fields -- numberColumn (PagedTable.tsx) shows it
              number
              step
              startsAt
              description
              workflowEmployeeName
              station {
                code
              }
              # eslint-disable-next-line relay/unused-fields -- elementColumn (PagedTable.tsx) shows it
              element {
                code
                name
              }
              outcome {
                name
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.jobCards;
  const columns: StackedTableColumn<Row>[] = [
    numberColumn(t('table.number'), (row) => jobCardPath(row.jobCardId), 'jobcard-link', sortOf('NUMBER')),
    { key: 'step', header: t('table.status'), sort: sortOf('STEP'), cell: (row) => <StepBadge value={row.step} /> },
    { key: 'station', header: t('fields.station'), cell: (row) => <bdi dir="ltr" className="whitespace-nowrap">{row.station?.code ?? '—'}</bdi> },
    elementColumn(t('fields.element')),
    { key: 'description', header: t('fields.description'), sort: sortOf('DESCRIPTION'), cell: (row) => <span dir="auto">{row.description ?? '—'}</span> },
    timeColumn('start', t('fields.startsAt'), (row) => row.startsAt, sortOf('STARTS_AT')),
    { key: 'employee', header: t('fields.workflowEmployee'), sort: sortOf('EMPLOYEE'), cell: (row) => row.workflowEmployeeName ?? '—' },
    { key: 'outcome', header: t('fields.outcome'), cell: (row) => row.outcome?.name ?? '—' },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('table.number'), value: (row) => row.number },
    { header: t('table.status'), value: (row) => t(`step.${row.step}`) },
    { header: t('fields.station'), value: (row) => row.station?.code },
    { header: t('fields.element'), value: elementText },
    { header: t('fields.description'), value: (row) => row.description },
    { header: t('fields.startsAt'), value: (row) => formatDateTime(row.startsAt) },
    { header: t('fields.workflowEmployee'), value: (row) => row.workflowEmployeeName },
    { header: t('fields.outcome'), value: (row) => row.outcome?.name },
  ];
  return (
    <PagedTable
      found={t('list.found', { count: totalCount })}
      foundTestId="jobcards-found"
      empty={t('list.empty')}
      emptyTestId="jobcards-empty"
      caption={t('tabs.jobCards')}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      total={totalCount}
      testId="jobcards-table"
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={t('tabs.jobCards')}
      exportColumns={exportColumns}
    />
  );
}
