import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { focusRing } from '../focusRing';
import { type ColumnSort, SortHeader } from './SortHeader';
import { useObservedSize } from '../../lib/useObservedSize';

export interface VirtualColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** The cell's whole value as text: rows have one height, so a long value is cut at the column's width and shows whole on hover (and in the export). */
  text?(row: Row): string;
  /** Share of the table's width, e.g. `w-1/5` (the layout is fixed so rows do not jump while scrolling). */
  width: string;
  /** A sortable column: its header is a button, and `aria-sort` tells the current order. */
  sort?: ColumnSort;
}

interface VirtualTableProps<Row> {
  caption: string;
  columns: readonly VirtualColumn<Row>[];
  rows: readonly Row[];
  /** Rows of the whole result, loaded or not (for `aria-rowcount`). */
  total: number;
  rowKey(row: Row): string;
  /** Enter on a row. */
  onOpen(row: Row): void;
  /** Called when the last loaded rows come into view (load the next page). */
  onEndReached?: () => void;
  testId?: string;
}

const DESKTOP_ROW = 48;
/** Below 640 px each row is a card of one line per column. */
const CARD_LINE = 24;
const CARD_PADDING = 24;
const OVERSCAN = 8;
const VIEWPORT_FALLBACK = 560;
const END_THRESHOLD = 15;
const clientHeight = (element: HTMLElement) => element.clientHeight;

function useNarrow(): boolean {
  const query = '(max-width: 639px)';
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return undefined;
    const change = () => setNarrow(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return narrow;
}

/**
 * A data table that renders only the rows in view (plus a margin), so thousands of loaded rows scroll
 * smoothly: spacer rows stand in for the others. Rows have a fixed height; arrow keys, Page Up/Down,
 * Home and End move between rows (one tab stop for the table, roving tabindex), Enter opens a row.
 */
export function VirtualTable<Row>({ caption, columns, rows, total, rowKey, onOpen, onEndReached, testId }: VirtualTableProps<Row>) {
  const narrow = useNarrow();
  const rowHeight = narrow ? CARD_PADDING + CARD_LINE * columns.length : DESKTOP_ROW;
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useObservedSize(scroller, clientHeight, VIEWPORT_FALLBACK);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewport) / rowHeight) + OVERSCAN);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  useEffect(() => {
    if (onEndReached && rows.length > 0 && last >= rows.length - END_THRESHOLD) onEndReached();
  }, [last, rows.length, onEndReached]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-row-index="${activeIndex}"]`)?.focus({ preventScroll: true });
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    const element = scroller.current;
    if (element) {
      const top = next * rowHeight;
      // Keep the row below the sticky header on desktop.
      const header = narrow ? 0 : DESKTOP_ROW;
      if (top < element.scrollTop + header) element.scrollTop = Math.max(0, top - header);
      else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight + header;
      setScrollTop(element.scrollTop);
    }
    focusPending.current = true;
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const page = Math.max(1, Math.floor(viewport / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter') {
      const row = rows[activeIndex];
      if (row !== undefined && (event.target as HTMLElement).tagName === 'TR') {
        event.preventDefault();
        onOpen(row);
      }
    }
  };

  const visible = rows.slice(first, last);
  return (
    <div
      ref={scroller}
      data-testid={testId}
      className="max-h-[65vh] overflow-y-auto rounded-lg border border-gray-300 bg-white"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <table className="w-full table-fixed border-collapse text-sm max-sm:block" aria-rowcount={total + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-gray-50 max-sm:sr-only">
          <tr aria-rowindex={1} className="border-b border-gray-300 text-gray-700" style={{ height: DESKTOP_ROW }}>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort?.direction} className={`${column.width} px-3 py-1 text-start font-semibold`}>
                {column.sort ? (
                  <SortHeader header={column.header} sort={column.sort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown} className="max-sm:block">
          {first > 0 ? (
            <tr aria-hidden="true" className="max-sm:block" style={{ height: first * rowHeight }}>
              <td colSpan={columns.length} className="max-sm:block" />
            </tr>
          ) : null}
          {visible.map((row, offset) => {
            const index = first + offset;
            return (
              <tr
                key={rowKey(row)}
                data-row-index={index}
                aria-rowindex={index + 2}
                tabIndex={index === activeIndex ? 0 : -1}
                onFocus={() => setActive(index)}
                onDoubleClick={() => onOpen(row)}
                style={{ height: rowHeight }}
                className={`border-b border-gray-200 hover:bg-gray-50 focus:bg-gray-100 max-sm:block max-sm:overflow-hidden max-sm:px-3 max-sm:py-2 ${focusRing}`}
              >
                {/* Each cell lays out its text in the direction of its own first letter, so a Latin address cut in
                    an Arabic table loses its end, not its house number; the cells still line up with the headers. */}
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    title={column.text?.(row) || undefined}
                    className="truncate px-3 py-1 align-middle [unicode-bidi:plaintext] text-gray-900 sm:rtl:text-right max-sm:[&>*]:min-w-0 max-sm:[&>*]:truncate max-sm:flex max-sm:h-6 max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-0 max-sm:text-end max-sm:before:shrink-0 max-sm:before:text-start max-sm:before:font-medium max-sm:before:text-gray-700 max-sm:before:content-[attr(data-label)]"
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {last < rows.length ? (
            <tr aria-hidden="true" className="max-sm:block" style={{ height: (rows.length - last) * rowHeight }}>
              <td colSpan={columns.length} className="max-sm:block" />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
