import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/StackedTable';
import { formatDateTime } from '../../i18n/format';
import type { InvestigationTable_query$data, InvestigationTable_query$key } from './__generated__/InvestigationTable_query.graphql';
import type { InvestigationTablePaginationQuery } from './__generated__/InvestigationTablePaginationQuery.graphql';
import { PAGE_SIZE } from './JobCardTable';
import { investigationPath } from './search';
import { StepBadge } from './StepBadge';

type Row = InvestigationTable_query$data['investigations']['edges'][number]['node'];

/** Investigations, newest first. */
export function InvestigationTable(props: { query: InvestigationTable_query$key }) {
  const { t } = useTranslation('maintenance');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<InvestigationTablePaginationQuery, InvestigationTable_query$key>(
    graphql`
      fragment InvestigationTable_query on Query
      @refetchable(queryName: "InvestigationTablePaginationQuery")
      @argumentDefinitions(filter: { type: "InvestigationFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        investigations(filter: $filter, first: $count, after: $cursor) @connection(key: "InvestigationTable_investigations", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              investigationId
              number
              status
              location
              reportedOn
              jobCardCount
              element {
                code
                name
              }
              complainType {
                name
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.investigations;
  const columns: StackedTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('table.number'),
      cell: (row) => (
        <Link to={investigationPath(row.investigationId)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid="investigation-link">
          <bdi dir="ltr">{row.number}</bdi>
        </Link>
      ),
    },
    { key: 'status', header: t('table.status'), cell: (row) => <StepBadge value={row.status} kind="status" /> },
    { key: 'complain', header: t('fields.complainType'), cell: (row) => row.complainType.name },
    { key: 'element', header: t('fields.element'), cell: (row) => (row.element ? <span dir="auto">{`${row.element.code} · ${row.element.name}`}</span> : '—') },
    { key: 'location', header: t('fields.location'), cell: (row) => <span dir="auto">{row.location}</span> },
    { key: 'reported', header: t('fields.reportedOn'), cell: (row) => <time dir="ltr" dateTime={row.reportedOn}>{formatDateTime(row.reportedOn)}</time> },
    { key: 'cards', header: t('table.jobCards'), cell: (row) => row.jobCardCount, numeric: true },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700">
        {t('list.foundInvestigations', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.emptyInvestigations')} testId="investigations-empty" />
      ) : (
        <StackedTable caption={t('tabs.investigations')} columns={columns} rows={edges.map((edge) => edge.node)} rowKey={(row) => row.id} testId="investigations-table" />
      )}
      {hasNext ? (
        <Button variant="secondary" className="self-center" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
