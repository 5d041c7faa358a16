import type { Db } from '../db/open.ts';

export type SettingsValue = Record<string, unknown>;

/** A settings table (`key` → JSON value) read and written as one object. */
export interface KeyValueSettings {
  read(): SettingsValue;
  merge(values: SettingsValue): SettingsValue;
  replace(values: SettingsValue): void;
}

export function keyValueSettings(db: Db, table: 'settings' | 'organisation_settings'): KeyValueSettings {
  const selectAll = db.prepare<[], { key: string; value: string }>(`SELECT key, value FROM ${table} ORDER BY key`);
  const upsert = db.prepare(
    `INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  const clear = db.prepare(`DELETE FROM ${table}`);

  const read = (): SettingsValue =>
    Object.fromEntries(selectAll.all().map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const write = (values: SettingsValue): void => {
    for (const [key, value] of Object.entries(values)) upsert.run(key, JSON.stringify(value));
  };

  return {
    read,
    merge: db.transaction((values: SettingsValue) => {
      write(values);
      return read();
    }),
    replace: db.transaction((values: SettingsValue) => {
      clear.run();
      write(values);
    }),
  };
}
