import Database from 'better-sqlite3';

export type Db = Database.Database;

/** `file` is a path, ':memory:', or a serialized database (`Database#serialize`) to open a copy of in memory. */
export function openDatabase(file: string | Buffer): Db {
  const db = new Database(file);
  // WAL lets the gateway's tests read while a request writes; foreign keys are off by default in SQLite.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  return db;
}
