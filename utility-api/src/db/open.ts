import Database from 'better-sqlite3';

export type Db = Database.Database;

/** `file` is a path, ':memory:', or a serialized database (`Database#serialize`) to open a copy of in memory. */
export function openDatabase(file: string | Buffer): Db {
  const db = new Database(file);
  // WAL lets the gateway's tests read while a request writes; foreign keys are off by default in SQLite.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  // SQLite's default page cache is 2 MB: at the large demo scale (a 400 MB file) every look-up of a list's
  // rows went to the operating system for its page. Pages are taken as they are read, so a small database
  // never holds more than its size.
  db.pragma('cache_size = -65536');
  return db;
}
