import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/StackedTable';
import { formatDateTime } from '../../i18n/format';
import type { ProblemLogTable_query$data, ProblemLogTable_query$key } from './__generated__/ProblemLogTable_query.graphql';
import type { ProblemLogTablePaginationQuery } from './__generated__/ProblemLogTablePaginationQuery.graphql';
import { PAGE_SIZE } from './JobCardTable';
import { problemLogPath } from './search';
import { StepBadge } from './StepBadge';

type Row = ProblemLogTable_query$data['problemLogs']['edges'][number]['node'];

/** Problem logs, newest first. */
export function ProblemLogTable(props: { query: ProblemLogTable_query$key }) {
  const { t } = useTranslation('maintenance');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProblemLogTablePaginationQuery, ProblemLogTable_query$key>(
    graphql`
      fragment ProblemLogTable_query on Query
      @refetchable(queryName: "ProblemLogTablePaginationQuery")
      @argumentDefinitions(filter: { type: "ProblemLogFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        problemLogs(filter: $filter, first: $count, after: $cursor) @connection(key: "ProblemLogTable_problemLogs", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              problemLogId
              number
              status
              priority
              description
              reportedOn
              jobCardCount
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
    {
      key: 'number',
      header: t('table.number'),
      cell: (row) => (
        <Link to={problemLogPath(row.problemLogId)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid="problemlog-link">
          <bdi dir="ltr">{row.number}</bdi>
        </Link>
      ),
    },
    { key: 'status', header: t('table.status'), cell: (row) => <StepBadge value={row.status} kind="status" /> },
    { key: 'priority', header: t('fields.priority'), cell: (row) => t(`priority.${row.priority}`) },
    { key: 'element', header: t('fields.element'), cell: (row) => (row.element ? <span dir="auto">{`${row.element.code} · ${row.element.name}`}</span> : '—') },
    { key: 'type', header: t('fields.problemType'), cell: (row) => row.problemType.name },
    { key: 'description', header: t('fields.description'), cell: (row) => <span dir="auto">{row.description}</span> },
    { key: 'reported', header: t('fields.reportedOn'), cell: (row) => <time dir="ltr" dateTime={row.reportedOn}>{formatDateTime(row.reportedOn)}</time> },
    { key: 'cards', header: t('table.jobCards'), cell: (row) => row.jobCardCount, numeric: true },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700">
        {t('list.foundProblemLogs', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.emptyProblemLogs')} testId="problemLogs-empty" />
      ) : (
        <StackedTable caption={t('tabs.problemLogs')} columns={columns} rows={edges.map((edge) => edge.node)} rowKey={(row) => row.id} testId="problemlogs-table" />
      )}
      {hasNext ? (
        <Button variant="secondary" className="self-center" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
