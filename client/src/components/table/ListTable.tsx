import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { EmptyState } from '../EmptyState';
import { ColumnMenu } from './ColumnMenu';
import { ExportAllButton } from './ExportAllButton';
import { FoundCount } from './FoundCount';
import { LoadMore } from './LoadMore';
import { PageSizeSelect } from './PageSizeSelect';
import { StackedTable, type StackedTableColumn } from './StackedTable';
import { useColumnChoice } from './useColumnChoice';

type Cell = string | number | null | undefined;

/**
 * One column of the CSV export: its header and the row's value as text (dates formatted, enums translated).
 * A column with the header of a table column is exported while that column is shown; others always are.
 */
export interface ExportColumn<Row> {
  header: string;
  value(row: Row): Cell;
}

interface ListTableProps<Row> {
  /** "N found", announced as the list changes. */
  found: string;
  foundTestId?: string;
  /** The empty notice's title and words. */
  emptyTitle: string;
  empty: string;
  emptyTestId: string;
  caption: string;
  columns: readonly StackedTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Rows the filter found, loaded or not. */
  total: number;
  /** Also names the list whose column choice the browser remembers. */
  testId: string;
  /** The list's pagination fragment: "More" and the export load the next pages through it. */
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext(count: number, options?: { onComplete?: (error: Error | null) => void }): unknown };
  pageSize: number;
  onPageSize(size: number): void;
  /** The CSV file's localized stem and columns. */
  exportFile: string;
  exportColumns: readonly ExportColumn<Row>[];
  /** The "More" button's words, when the list has its own. */
  moreLabel?: string;
  /** Controls shown beside the count, before page size and export. */
  extra?: ReactNode;
}

/**
 * An employee list (002 §2, §9): the count, a page size, an export of every row the filter found, the table
 * (cards below 640 px; sortable headers when the columns say so) or an empty notice, and "More". The user
 * chooses the columns shown (remembered per list), and the export follows them.
 */
export function ListTable<Row>({ paging, ...props }: ListTableProps<Row>) {
  const { t } = useTranslation('common');
  const { rows, total } = props;
  const { shown, hidden, choice } = useColumnChoice(props.testId, props.columns);
  const hiddenHeaders = new Set(props.columns.filter((column) => hidden.has(column.key)).map((column) => column.header));
  const exportColumns = props.exportColumns.filter((column) => !hiddenHeaders.has(column.header));
  const exportRows = () => rows.map((row) => exportColumns.map((column) => column.value(row)));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FoundCount found={props.found} testId={props.foundTestId} />
        <div className="flex flex-wrap items-end gap-2">
          {props.extra}
          <ColumnMenu choice={choice} testId={`${props.testId}-columns`} />
          <div className="w-28">
            <PageSizeSelect label={t('paginator.pageSize')} value={props.pageSize} onChange={props.onPageSize} />
          </div>
          {rows.length > 0 ? (
            <ExportAllButton
              label={t('export.button')}
              fileStem={props.exportFile}
              headers={exportColumns.map((column) => column.header)}
              rows={exportRows}
              loaded={rows.length}
              total={total}
              paging={{ hasNext: paging.hasNext, isLoadingNext: paging.isLoadingNext, loadNext: (count, options) => paging.loadNext(count, options) }}
              testId={`${props.testId}-export`}
            />
          ) : null}
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={props.emptyTitle} description={props.empty} testId={props.emptyTestId} />
      ) : (
        <StackedTable caption={props.caption} columns={shown} rows={rows} rowKey={props.rowKey} testId={props.testId} />
      )}
      {paging.hasNext ? <LoadMore loading={paging.isLoadingNext} onClick={() => paging.loadNext(props.pageSize)} label={props.moreLabel} testId={`${props.testId}-more`} /> : null}
    </div>
  );
}
