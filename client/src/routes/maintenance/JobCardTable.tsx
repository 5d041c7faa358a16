import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/StackedTable';
import { formatDateTime } from '../../i18n/format';
import type { JobCardTable_query$data, JobCardTable_query$key } from './__generated__/JobCardTable_query.graphql';
import type { JobCardTablePaginationQuery } from './__generated__/JobCardTablePaginationQuery.graphql';
import { jobCardPath } from './search';
import { StepBadge } from './StepBadge';

/** Rows per page (002 §9 page sizes 10, 25, 50 and 100). */
export const PAGE_SIZE = 25;

type Row = JobCardTable_query$data['jobCards']['edges'][number]['node'];

/** Job cards, newest first, as a table (cards below 640 px). */
export function JobCardTable(props: { query: JobCardTable_query$key }) {
  const { t } = useTranslation('maintenance');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<JobCardTablePaginationQuery, JobCardTable_query$key>(
    graphql`
      fragment JobCardTable_query on Query
      @refetchable(queryName: "JobCardTablePaginationQuery")
      @argumentDefinitions(filter: { type: "JobCardFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        jobCards(filter: $filter, first: $count, after: $cursor) @connection(key: "JobCardTable_jobCards", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              jobCardId
              number
              step
              startsAt
              description
              workflowEmployeeName
              station {
                code
              }
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
    {
      key: 'number',
      header: t('table.number'),
      cell: (row) => (
        <Link to={jobCardPath(row.jobCardId)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid="jobcard-link">
          <bdi dir="ltr">{row.number}</bdi>
        </Link>
      ),
    },
    { key: 'step', header: t('table.status'), cell: (row) => <StepBadge value={row.step} /> },
    { key: 'station', header: t('fields.station'), cell: (row) => <bdi dir="ltr">{row.station?.code ?? '—'}</bdi> },
    { key: 'element', header: t('fields.element'), cell: (row) => (row.element ? <span dir="auto">{`${row.element.code} · ${row.element.name}`}</span> : '—') },
    { key: 'description', header: t('fields.description'), cell: (row) => <span dir="auto">{row.description ?? '—'}</span> },
    { key: 'start', header: t('fields.startsAt'), cell: (row) => <time dir="ltr" dateTime={row.startsAt}>{formatDateTime(row.startsAt)}</time> },
    { key: 'employee', header: t('fields.workflowEmployee'), cell: (row) => row.workflowEmployeeName ?? '—' },
    { key: 'outcome', header: t('fields.outcome'), cell: (row) => row.outcome?.name ?? '—' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700" data-testid="jobcards-found">
        {t('list.found', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} testId="jobcards-empty" />
      ) : (
        <StackedTable caption={t('tabs.jobCards')} columns={columns} rows={edges.map((edge) => edge.node)} rowKey={(row) => row.id} testId="jobcards-table" />
      )}
      {hasNext ? (
        <Button variant="secondary" className="self-center" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
