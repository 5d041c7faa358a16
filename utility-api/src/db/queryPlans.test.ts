import { describe, expect, it } from 'vitest';
import { debtManagementStore } from '../store/debtManagement.ts';
import { migrate } from './migrate.ts';
import { openDatabase, type Db } from './open.ts';

/** The statements a store call prepares, with SQLite's plan of each (bound parameters are not needed to plan). */
function plansOf(db: Db, call: () => void): string[] {
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as Db['prepare'];
  try {
    call();
  } finally {
    db.prepare = prepare as Db['prepare'];
  }
  return prepared.map((sql) =>
    (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null)) as Array<{ detail: string }>)
      .map((row) => row.detail)
      .join('; '),
  );
}

describe('query plans of lists that grow with the utility', () => {
  it('reads the debt-management list in its default order from an index, without sorting every case', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const store = debtManagementStore(db);
    const [, page] = plansOf(db, () => store.list({}, 25, 0));
    expect(page).toContain('USING INDEX debt_cases_opened');
    expect(page).not.toContain('TEMP B-TREE FOR ORDER BY');
  });

  it('keeps a page cache large enough for the large demo scale', () => {
    expect(openDatabase(':memory:').pragma('cache_size', { simple: true })).toBe(-65536);
  });
});
