import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import type { InvestigationTable_query$data, InvestigationTable_query$key } from './__generated__/InvestigationTable_query.graphql';
import type { InvestigationTablePaginationQuery } from './__generated__/InvestigationTablePaginationQuery.graphql';
import { investigationPath } from './search';
import { PagedTable, elementColumn, numberColumn, timeColumn } from './PagedTable';
import { StepBadge } from './StepBadge';

type Row = InvestigationTable_query$data['investigations']['edges'][number]['node'];

/** Investigations, newest first. */
export function InvestigationTable(props: { query: InvestigationTable_query$key }) {
  const { t } = useTranslation('maintenance');
  const { data, ...paging } = usePaginationFragment<InvestigationTablePaginationQuery, InvestigationTable_query$key>(
    graphql`
      fragment InvestigationTable_query on Query
      @refetchable(queryName: "InvestigationTablePaginationQuery")
      @argumentDefinitions(filter: { type: "InvestigationFilter" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
        investigations(filter: $filter, first: $count, after: $cursor) @connection(key: "InvestigationTable_investigations", filters: ["filter"]) {
          totalCount
          edges {
            node {
              # eslint-disable-next-line relay/unused-fields -- PagedTable.tsx keys the rows by it
              id
              investigationId
              # eslint-disable-next-line relay/unused-fields -- numberColumn (PagedTable.tsx) shows it
              number
              status
              location
              reportedOn
              jobCardCount
              # eslint-disable-next-line relay/unused-fields -- elementColumn (PagedTable.tsx) shows it
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
    numberColumn(t('table.number'), (row) => investigationPath(row.investigationId), 'investigation-link'),
    { key: 'status', header: t('table.status'), cell: (row) => <StepBadge value={row.status} kind="status" /> },
    { key: 'complain', header: t('fields.complainType'), cell: (row) => row.complainType.name },
    elementColumn(t('fields.element')),
    { key: 'location', header: t('fields.location'), cell: (row) => <span dir="auto">{row.location}</span> },
    timeColumn('reported', t('fields.reportedOn'), (row) => row.reportedOn),
    { key: 'cards', header: t('table.jobCards'), cell: (row) => row.jobCardCount, numeric: true },
  ];
  return (
    <PagedTable
      found={t('list.foundInvestigations', { count: totalCount })}
      empty={t('list.emptyInvestigations')}
      emptyTestId="investigations-empty"
      caption={t('tabs.investigations')}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      testId="investigations-table"
      paging={paging}
    />
  );
}
