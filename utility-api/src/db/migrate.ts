import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './open.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})_[\w-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const match = MIGRATION_FILE.exec(name);
      return match?.[1] ? [{ version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') }] : [];
    })
    .sort((a, b) => a.version - b.version);
}

/** Applies, in order and each in its own transaction, the migrations not yet recorded; returns their names. */
export function migrate(db: Db, migrations = loadMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all().map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
  return pending.map((migration) => migration.name);
}
