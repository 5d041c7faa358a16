import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import type { InvestigationTable_query$data, InvestigationTable_query$key } from './__generated__/InvestigationTable_query.graphql';
import type { InvestigationTablePaginationQuery } from './__generated__/InvestigationTablePaginationQuery.graphql';
import type { ExportColumn } from '../../components/table/ListTable';
import { useColumnSort } from '../../components/table/useColumnSort';
import { formatDateTime } from '../../i18n/format';
import type { ListView } from '../../lib/listSort';
import { INVESTIGATION_SORTS, investigationPath } from './search';
import { PagedTable, elementColumn, elementText, numberColumn, timeColumn } from './PagedTable';
import { StepBadge } from './StepBadge';

type Row = InvestigationTable_query$data['investigations']['edges'][number]['node'];

type Field = (typeof INVESTIGATION_SORTS)[number];

/** Investigations, newest first unless sorted. */
export function InvestigationTable(props: { query: InvestigationTable_query$key; view: ListView<Field>; onView(view: ListView<Field>): void }) {
  const { t } = useTranslation('maintenance');
  const { view, onView } = props;
  const sortOf = useColumnSort(view, (sort) => onView({ ...view, ...sort }));
  const { data, ...paging } = usePaginationFragment<InvestigationTablePaginationQuery, InvestigationTable_query$key>(
    graphql`
      fragment InvestigationTable_query on Query
      @refetchable(queryName: "InvestigationTablePaginationQuery")
      @argumentDefinitions(
        filter: { type: "InvestigationFilter" }
        sort: { type: "InvestigationSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        investigations(filter: $filter, sort: $sort, first: $count, after: $cursor) @connection(key: "InvestigationTable_investigations", filters: ["filter", "sort"]) {
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
    numberColumn(t('table.number'), (row) => investigationPath(row.investigationId), 'investigation-link', sortOf('NUMBER')),
    { key: 'status', header: t('table.status'), sort: sortOf('STATUS'), cell: (row) => <StepBadge value={row.status} kind="status" /> },
    { key: 'complain', header: t('fields.complainType'), cell: (row) => row.complainType.name },
    elementColumn(t('fields.element')),
    { key: 'location', header: t('fields.location'), sort: sortOf('LOCATION'), cell: (row) => <span dir="auto">{row.location}</span> },
    timeColumn('reported', t('fields.reportedOn'), (row) => row.reportedOn, sortOf('REPORTED_ON')),
    { key: 'cards', header: t('table.jobCards'), sort: sortOf('JOB_CARDS'), cell: (row) => row.jobCardCount, numeric: true },
  ];
  const exportColumns: ExportColumn<Row>[] = [
    { header: t('table.number'), value: (row) => row.number },
    { header: t('table.status'), value: (row) => t(`status.${row.status}`) },
    { header: t('fields.complainType'), value: (row) => row.complainType.name },
    { header: t('fields.element'), value: elementText },
    { header: t('fields.location'), value: (row) => row.location },
    { header: t('fields.reportedOn'), value: (row) => formatDateTime(row.reportedOn) },
    { header: t('table.jobCards'), value: (row) => row.jobCardCount },
  ];
  return (
    <PagedTable
      found={t('list.foundInvestigations', { count: totalCount })}
      empty={t('list.emptyInvestigations')}
      emptyTestId="investigations-empty"
      caption={t('tabs.investigations')}
      columns={columns}
      rows={edges.map((edge) => edge.node)}
      total={totalCount}
      testId="investigations-table"
      paging={paging}
      pageSize={view.pageSize}
      onPageSize={(pageSize) => onView({ ...view, pageSize })}
      exportFile={t('tabs.investigations')}
      exportColumns={exportColumns}
    />
  );
}
