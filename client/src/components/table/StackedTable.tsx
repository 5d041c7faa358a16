import type { ReactNode } from 'react';
import { type ColumnSort, SortHeader } from './SortHeader';

export interface StackedTableColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Amounts line up at the end edge (right in LTR, left in RTL). */
  numeric?: boolean;
  /** A sortable column: its header is a button, and `aria-sort` tells the current order. */
  sort?: ColumnSort;
}

interface StackedTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly StackedTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  testId?: string;
}

/**
 * A data table that becomes one card per row below 640 px: each cell then shows its column header
 * beside its value (from `data-label`), so narrow screens never scroll sideways. One DOM for both, so
 * assistive technology always reads a real table. When columns sort, the narrow layout keeps their
 * header buttons visible as one wrapping row above the cards (the other headers stay for screen readers).
 */
export function StackedTable<Row>({ caption, columns, rows, rowKey, testId }: StackedTableProps<Row>) {
  const sortable = columns.some((column) => column.sort);
  return (
    <table data-testid={testId} className="w-full border-collapse text-sm max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className={sortable ? 'max-sm:block' : 'max-sm:sr-only'}>
        <tr className="border-b border-gray-300 text-gray-700 max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:border-0 max-sm:pb-2">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={column.sort?.direction}
              className={`px-3 py-2 font-semibold ${column.numeric ? 'text-end' : 'text-start'} ${column.sort ? 'max-sm:block max-sm:p-0' : 'max-sm:sr-only'}`}
            >
              {column.sort ? <SortHeader header={column.header} sort={column.sort} testId={testId ? `${testId}-sort-${column.key}` : undefined} /> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-gray-200 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-gray-300 max-sm:bg-white max-sm:p-3">
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.header}
                className={`px-3 py-2 align-middle text-gray-900 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-end max-sm:before:text-start max-sm:before:font-medium max-sm:before:text-gray-700 max-sm:before:content-[attr(data-label)] ${column.numeric ? 'text-end tabular-nums' : 'text-start'}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
