import { useLocalPreference } from '../../lib/localPreference';

/** The local storage key of a list's hidden columns (one per list, this browser). */
export const columnChoiceKey = (list: string) => `listColumns.${list}`;

const parse = (stored: string | null): readonly string[] => {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};
const format = (hidden: readonly string[]) => (hidden.length > 0 ? JSON.stringify(hidden) : null);

export interface ColumnChoice {
  columns: ReadonlyArray<{ key: string; header: string; shown: boolean }>;
  onToggle(key: string): void;
}

/**
 * Which columns of a list the user shows, remembered per list in this browser. Keys of columns the list no
 * longer has are ignored, and the last shown column cannot be hidden.
 */
export function useColumnChoice<Column extends { key: string; header: string }>(list: string, columns: readonly Column[]) {
  const [stored, setStored] = useLocalPreference(columnChoiceKey(list), parse, format);
  const hidden = new Set(stored.filter((key) => columns.some((column) => column.key === key)));
  const shown = columns.filter((column) => !hidden.has(column.key));
  const onToggle = (key: string) => {
    if (hidden.has(key)) setStored([...hidden].filter((other) => other !== key));
    else if (shown.length > 1) setStored([...hidden, key]);
  };
  const choice: ColumnChoice = { columns: columns.map((column) => ({ key: column.key, header: column.header, shown: !hidden.has(column.key) })), onToggle };
  return { shown, hidden, choice };
}
