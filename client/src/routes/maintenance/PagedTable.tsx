import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { focusRing } from '../../components/focusRing';
import { StackedTable, type StackedTableColumn } from '../../components/table/StackedTable';
import { formatDateTime } from '../../i18n/format';
import { LoadMore } from '../../components/table/LoadMore';

/** Rows per page (002 §9 page sizes 10, 25, 50 and 100). */
export const PAGE_SIZE = 25;

interface Props<Row> {
  /** "N found", announced as the list changes. */
  found: string;
  foundTestId?: string;
  /** Said when no row matches. */
  empty: string;
  emptyTestId: string;
  caption: string;
  columns: readonly StackedTableColumn<Row>[];
  rows: readonly Row[];
  testId: string;
  /** The pagination fragment's state: "More" loads the next page. */
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext(count: number): unknown };
}

/** A maintenance tab's list (job cards, investigations, problem logs): count, table (or empty notice), "More". */
export function PagedTable<Row extends { readonly id: string }>({ paging, ...props }: Props<Row>) {
  const { t } = useTranslation('maintenance');
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-gray-700" data-testid={props.foundTestId}>
        {props.found}
      </p>
      {props.rows.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={props.empty} testId={props.emptyTestId} />
      ) : (
        <StackedTable caption={props.caption} columns={props.columns} rows={props.rows} rowKey={(row) => row.id} testId={props.testId} />
      )}
      {paging.hasNext ? <LoadMore loading={paging.isLoadingNext} onClick={() => paging.loadNext(PAGE_SIZE)} label={t('list.more')} /> : null}
    </div>
  );
}

/** The number column: a link to the row's own screen. */
export function numberColumn<Row extends { readonly number: string }>(header: string, path: (row: Row) => string, testId: string): StackedTableColumn<Row> {
  return {
    key: 'number',
    header,
    cell: (row) => (
      <Link to={path(row)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid={testId}>
        <bdi dir="ltr">{row.number}</bdi>
      </Link>
    ),
  };
}

/** The element column ("code · name", or a dash). */
export function elementColumn<Row extends { readonly element: { readonly code: string; readonly name: string } | null | undefined }>(header: string): StackedTableColumn<Row> {
  return { key: 'element', header, cell: (row) => (row.element ? <span dir="auto">{`${row.element.code} · ${row.element.name}`}</span> : '—') };
}

/** A date and time column. */
export function timeColumn<Row>(key: string, header: string, value: (row: Row) => string): StackedTableColumn<Row> {
  return { key, header, cell: (row) => <time dir="ltr" dateTime={value(row)}>{formatDateTime(value(row))}</time> };
}
