import { useCallback, useState } from 'react';

/** Local storage, or nothing when the browser refuses it (private browsing): the preference then lasts the page. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readPreference(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writePreference(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // A full or refused storage keeps the choice for this page only.
  }
}

/**
 * A display preference of this browser (a collapsed menu, a list's columns), kept in local storage under
 * `key`: `parse` turns the stored text (or null) into the value, `format` back into text (null removes it).
 */
export function useLocalPreference<Value>(key: string, parse: (stored: string | null) => Value, format: (value: Value) => string | null) {
  const [value, setValue] = useState(() => parse(readPreference(key)));
  const update = useCallback(
    (next: Value) => {
      writePreference(key, format(next));
      setValue(next);
    },
    [key, format],
  );
  return [value, update] as const;
}
