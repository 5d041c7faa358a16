import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import type { ProblemLogTable_query$data, ProblemLogTable_query$key } from './__generated__/ProblemLogTable_query.graphql';
import type { ProblemLogTablePaginationQuery } from './__generated__/ProblemLogTablePaginationQuery.graphql';
import type { ExportColumn } from '../../components/table/ListTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import { formatDateTime } from '../../i18n/format';
import type { ListView } from '../../lib/listSort';
import { PROBLEM_LOG_SORTS, problemLogPath } from './search';
import { PagedTable, elementColumn, elementText, numberColumn, timeColumn } from './PagedTable';
import { StepBadge } from './StepBadge';

type Row = ProblemLogTable_query$data['problemLogs']['edges'][number]['node'];

type Field = (typeof PROBLEM_LOG_SORTS)[number];

/** Problem logs, newest first unless sorted. */
export function ProblemLogTable(props: { query: ProblemLogTable_query$key; view: ListView<Field>; onView(view: ListView<Field>): void }) {
  const { t } = useTranslation('maintenance');
  const { view, onView } = props;
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<ProblemLogTablePaginationQuery, ProblemLogTable_query$key>(
    graphql`
      fragment ProblemLogTable_query on Query
      @refetchable(queryName: "ProblemLogTablePaginationQuery")
      @argumentDefinitions(
        filter: { type: "ProblemLogFilter" }
        sort: { type: "ProblemLogSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        problemLogs(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "ProblemLogTable_problemLogs", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              # eslint-disable-next-line relay/unused-fields -- PagedTable.tsx keys the rows by it
              id
              problemLogId
              # eslint-disable-next-line relay/unused-fields -- numberColumn (PagedTable.tsx) shows it
              number
              status
              priority
              description
              reportedOn
              jobCardCount
              # eslint-disable-next-line relay/unused-fields -- elementColumn (PagedTable.tsx) shows it
              element {
                code
                name
              }
              problemType {
                name
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.problemLogs;
  const columns: StackedTableColumn<Row>[] = [
    numberColumn(t('table.number'), (row) => problemLogPath(row.problemLogId), 'problemlog-link', sortOf('NUMBER')),
    { key: 'status', header: t('table.status'), sort: sortOf('STATUS'), cell: (row) => <StepBadge value={row.status} kind="status" /> },
    { key: 'priority', header: t('fields.priority'), sort: sortOf('PRIORITY'), cell: (row) => t(`priority.${row.priority}`) },
    elementColumn(t('fields.element')),
    { key: 'type', header: t('fields.problemType'), cell: (row) => row.problemType.name },
    { key: 'description', header: t('fields.description'), sort: sortOf('DESCRIPTION'), cell: (row) => <span dir="auto">{row.description}</span> },
    timeColumn('reported', t('fields.reportedOn'), (row) => row.reportedOn, sortOf('REPORTED_ON')),
    { key: 'cards', header: t('table.jobCards'), sort: sortOf('JOB_CARDS'), cell: (row) => row.jobCardCount, numeric: true },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('table.number'), value: (row) => row.number },
    { header: t('table.status'), value: (row) => t(`status.${row.status}`) },
    { header: t('fields.priority'), value: (row) => t(`priority.${row.priority}`) },
    { header: t('fields.element'), value: elementText },
    { header: t('fields.problemType'), value: (row) => row.problemType.name },
    { header: t('fields.description'), value: (row) => row.description },
    { header: t('fields.reportedOn'), value: (row) => formatDateTime(row.reportedOn) },
    { header: t('table.jobCards'), value: (row) => row.jobCardCount },
  ];
  return (
    <PagedTable
      found={t('list.foundProblemLogs', { count: totalCount })}
      empty={t('list.emptyProblemLogs')}
      emptyTestId="problemLogs-empty"
      caption={t('tabs.problemLogs')}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      total={totalCount}
      testId="problemlogs-table"
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={t('tabs.problemLogs')}
      exportColumns={exportColumns}
    />
  );
}
