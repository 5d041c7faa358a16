import { useTranslation } from '../../i18n/useTranslation';
import type { ColumnSort } from './SortHeader';

/** A list's sort as its URL carries it; no field: the list's usual order. */
export interface ListSort<Field extends string> {
  sort: Field | null;
  descending: boolean;
}

/**
 * The `sort` of each sortable column of a list: a click sorts by the column ascending, a second click
 * turns the order round. The screen reader hears the column's state after its name.
 */
export function useColumnSort<Field extends string>(current: ListSort<Field>, onChange: (next: ListSort<Field>) => void) {
  const { t } = useTranslation('common');
  return (field: Field): ColumnSort => {
    const direction = current.sort === field ? (current.descending ? 'descending' : 'ascending') : 'none';
    const label = direction === 'ascending' ? t('table.sortAscending') : direction === 'descending' ? t('table.sortDescending') : t('table.sortable');
    return { direction, label: `, ${label}`, onSort: () => onChange({ sort: field, descending: current.sort === field ? !current.descending : false }) };
  };
}
