import { focusRing } from '../focusRing';

/** A sortable column's state: its header is a button, and `aria-sort` tells the current order. */
export interface ColumnSort {
  direction: 'ascending' | 'descending' | 'none';
  onSort(): void;
  /** Read after the header by screen readers (", sorted ascending"). */
  label: string;
}

/** The header of a sortable column: a button with the order's arrow (the shared tables' headers). */
export function SortHeader({ header, sort, testId }: { header: string; sort: ColumnSort; testId?: string }) {
  return (
    <button type="button" onClick={sort.onSort} className={`inline-flex items-center gap-1 rounded px-1 py-1 text-start ${focusRing}`} data-testid={testId}>
      {header}
      <span aria-hidden="true" className="text-xs text-gray-500">
        {sort.direction === 'ascending' ? '▲' : sort.direction === 'descending' ? '▼' : '↕'}
      </span>
      <span className="sr-only">{sort.label}</span>
    </button>
  );
}
