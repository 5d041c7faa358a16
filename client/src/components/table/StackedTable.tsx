import type { ReactNode } from 'react';

export interface StackedTableColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Amounts line up at the end edge (right in LTR, left in RTL). */
  numeric?: boolean;
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
 * assistive technology always reads a real table.
 */
export function StackedTable<Row>({ caption, columns, rows, rowKey, testId }: StackedTableProps<Row>) {
  return (
    <table data-testid={testId} className="w-full border-collapse text-sm max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-gray-300 text-gray-700">
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`px-3 py-2 font-semibold ${column.numeric ? 'text-end' : 'text-start'}`}>
              {column.header}
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
