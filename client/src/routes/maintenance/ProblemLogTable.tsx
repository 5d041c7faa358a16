import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import type { ProblemLogTable_query$data, ProblemLogTable_query$key } from './__generated__/ProblemLogTable_query.graphql';
import type { ProblemLogTablePaginationQuery } from './__generated__/ProblemLogTablePaginationQuery.graphql';
import { problemLogPath } from './search';
import { PagedTable, elementColumn, numberColumn, timeColumn } from './PagedTable';
import { StepBadge } from './StepBadge';

type Row = ProblemLogTable_query$data['problemLogs']['edges'][number]['node'];

/** Problem logs, newest first. */
export function ProblemLogTable(props: { query: ProblemLogTable_query$key }) {
  const { t } = useTranslation('maintenance');
  const { data, ...paging } = usePaginationFragment<ProblemLogTablePaginationQuery, ProblemLogTable_query$key>(
    graphql`
      fragment ProblemLogTable_query on Query
      @refetchable(queryName: "ProblemLogTablePaginationQuery")
      @argumentDefinitions(filter: { type: "ProblemLogFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        problemLogs(filter: $filter, first: $count, after: $cursor) @connection(key: "ProblemLogTable_problemLogs", filters: ["filter"]) {
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
    numberColumn(t('table.number'), (row) => problemLogPath(row.problemLogId), 'problemlog-link'),
    { key: 'status', header: t('table.status'), cell: (row) => <StepBadge value={row.status} kind="status" /> },
    { key: 'priority', header: t('fields.priority'), cell: (row) => t(`priority.${row.priority}`) },
    elementColumn(t('fields.element')),
    { key: 'type', header: t('fields.problemType'), cell: (row) => row.problemType.name },
    { key: 'description', header: t('fields.description'), cell: (row) => <span dir="auto">{row.description}</span> },
    timeColumn('reported', t('fields.reportedOn'), (row) => row.reportedOn),
    { key: 'cards', header: t('table.jobCards'), cell: (row) => row.jobCardCount, numeric: true },
  ];
  return (
    <PagedTable
      found={t('list.foundProblemLogs', { count: totalCount })}
      empty={t('list.emptyProblemLogs')}
      emptyTestId="problemLogs-empty"
      caption={t('tabs.problemLogs')}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      testId="problemlogs-table"
      paging={paging}
    />
  );
}
