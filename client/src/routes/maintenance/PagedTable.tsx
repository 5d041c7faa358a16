import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { ColumnSort } from '../../components/table/SortHeader';
import type { StackedTableColumn } from '../../components/table/StackedTable';
import { formatDateTime } from '../../i18n/format';
import { ListTable } from '../../components/table/ListTable';
import { CodeName } from './CodeName';

type ListProps<Row> = Parameters<typeof ListTable<Row>>[0];
type Props<Row> = Omit<ListProps<Row>, 'emptyTitle' | 'rowKey' | 'moreLabel'>;

/** A maintenance tab's list (job cards, investigations, problem logs): count, page size, export, table (or empty notice), "More". */
export function PagedTable<Row extends { readonly id: string }>(props: Props<Row>) {
  const { t } = useTranslation('maintenance');
  return <ListTable {...props} emptyTitle={t('list.emptyTitle')} rowKey={(row) => row.id} moreLabel={t('list.more')} />;
}

/** The number column: a link to the row's own screen. */
export function numberColumn<Row extends { readonly number: string }>(header: string, path: (row: Row) => string, testId: string, sort?: ColumnSort): StackedTableColumn<Row> {
  return {
    key: 'number',
    header,
    sort,
    cell: (row) => (
      <Link to={path(row)} className={`font-semibold whitespace-nowrap text-brand-main underline ${focusRing}`} data-testid={testId}>
        <bdi dir="ltr">{row.number}</bdi>
      </Link>
    ),
  };
}

type WithElement = { readonly element: { readonly code: string; readonly name: string } | null | undefined };

/** A row's element as text ("code · name"), empty without one. */
export const elementText = (row: WithElement) => (row.element ? `${row.element.code} · ${row.element.name}` : '');

/** The element column ("code · name", or a dash). */
export function elementColumn<Row extends WithElement>(header: string): StackedTableColumn<Row> {
  return { key: 'element', header, cell: (row) => (row.element ? <CodeName code={row.element.code} name={row.element.name} /> : '—') };
}

/** A date and time column. */
export function timeColumn<Row>(key: string, header: string, value: (row: Row) => string, sort?: ColumnSort): StackedTableColumn<Row> {
  return { key, header, sort, cell: (row) => <time dir="ltr" dateTime={value(row)}>{formatDateTime(value(row))}</time> };
}
