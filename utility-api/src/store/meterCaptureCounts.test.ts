import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open.ts';
import { seededImage } from '../testing/seededDatabase.ts';
import { meterCaptureStore } from './meterCapture.ts';

/** Each walk's counts as its entries hold them now, counted from every entry. */
const COUNTED = `SELECT w.id, COUNT(e.id) AS entries,
    COALESCE(SUM(e.read_at IS NOT NULL AND e.exported_at IS NULL), 0) AS completed,
    COALESCE(SUM(e.exported_at IS NOT NULL), 0) AS non_editable
  FROM capture_walks w LEFT JOIN capture_entries e ON e.walk_id = w.id GROUP BY w.id ORDER BY w.id`;
const KEPT = 'SELECT id, entries, completed, non_editable FROM capture_walks ORDER BY id';

let db: Db;
beforeEach(async () => {
  db = openDatabase(await seededImage());
});
afterEach(() => db.close());

const kept = () => db.prepare(KEPT).all();
const counted = () => db.prepare(COUNTED).all();

describe('reading walk counts kept by migration 040', () => {
  it('hold what counting every entry gives for the seeded cycle', () => {
    expect(kept().length).toBeGreaterThan(0);
    expect(kept()).toEqual(counted());
  });

  it('follow entries as they are captured, exported, moved and removed', () => {
    const store = meterCaptureStore(db);
    const walk = db
      .prepare<[], { book: string; walk: number; id: number }>(
        'SELECT w.book, w.walk, w.id FROM capture_walks w JOIN capture_entries e ON e.walk_id = w.id GROUP BY w.id HAVING COUNT(*) >= 2 ORDER BY w.id LIMIT 1',
      )
      .get();
    if (walk === undefined) throw new Error('no walk of two entries seeded');
    const [first, second] = store.entries(walk.book, walk.walk, 'all', 2, 0).items;
    if (first === undefined || second === undefined) throw new Error('no entries');
    const before = store.walk(walk.book, walk.walk);

    store.save(first.entryId, { reading: 10, readAt: '2026-11-02', reason: 'regular', comment: null, clockedOver: false, consumption: 1, access: 'accessible', capturedBy: 4 });
    expect(kept()).toEqual(counted());
    expect(store.walk(walk.book, walk.walk)).toMatchObject({ completed: (before?.completed ?? 0) + (first.status === 'outstanding' ? 1 : 0) });
    store.exportWalk(walk.book, walk.walk, '2026-11-03');
    expect(kept()).toEqual(counted());

    const other = db.prepare<[number], number>('SELECT id FROM capture_walks WHERE id <> ? ORDER BY id LIMIT 1').pluck().get(walk.id);
    db.prepare('UPDATE capture_entries SET walk_id = ? WHERE id = ?').run(other, second.entryId);
    expect(kept()).toEqual(counted());
    db.prepare('DELETE FROM capture_entries WHERE id = ?').run(first.entryId);
    expect(kept()).toEqual(counted());
    db.prepare('INSERT INTO capture_entries (walk_id, meter_id, sequence, read_at) VALUES (?, ?, 999, ?)').run(walk.id, first.meterId, '2026-11-04');
    expect(kept()).toEqual(counted());
  });
});
