import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import type { JobCardTable_query$data, JobCardTable_query$key } from './__generated__/JobCardTable_query.graphql';
import type { JobCardTablePaginationQuery } from './__generated__/JobCardTablePaginationQuery.graphql';
import { jobCardPath } from './search';
import { PagedTable, elementColumn, numberColumn, timeColumn } from './PagedTable';
import { StepBadge } from './StepBadge';

type Row = JobCardTable_query$data['jobCards']['edges'][number]['node'];

/** Job cards, newest first, as a table (cards below 640 px). */
export function JobCardTable(props: { query: JobCardTable_query$key }) {
  const { t } = useTranslation('maintenance');
  const { data, ...paging } = usePaginationFragment<JobCardTablePaginationQuery, JobCardTable_query$key>(
    graphql`
      fragment JobCardTable_query on Query
      @refetchable(queryName: "JobCardTablePaginationQuery")
      @argumentDefinitions(filter: { type: "JobCardFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        jobCards(filter: $filter, first: $count, after: $cursor) @connection(key: "JobCardTable_jobCards", filters: ["filter"]) {
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
    numberColumn(t('table.number'), (row) => jobCardPath(row.jobCardId), 'jobcard-link'),
    { key: 'step', header: t('table.status'), cell: (row) => <StepBadge value={row.step} /> },
    { key: 'station', header: t('fields.station'), cell: (row) => <bdi dir="ltr">{row.station?.code ?? '—'}</bdi> },
    elementColumn(t('fields.element')),
    { key: 'description', header: t('fields.description'), cell: (row) => <span dir="auto">{row.description ?? '—'}</span> },
    timeColumn('start', t('fields.startsAt'), (row) => row.startsAt),
    { key: 'employee', header: t('fields.workflowEmployee'), cell: (row) => row.workflowEmployeeName ?? '—' },
    { key: 'outcome', header: t('fields.outcome'), cell: (row) => row.outcome?.name ?? '—' },
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
      testId="jobcards-table"
      paging={paging}
    />
  );
}
