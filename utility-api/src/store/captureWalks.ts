import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open.ts';
import type { CaptureWalkItem } from './meterCapture.ts';

/** A walk's counts, kept on the walk as its entries are captured and exported (migration 040). */
const COUNT_COLUMNS = `w.entries AS total, w.entries - w.completed - w.non_editable AS outstanding, w.completed AS completed,
  w.non_editable AS nonEditable`;

/** A walk's row as the capture routes answer it (on walk `w`). */
export const WALK_SELECT = `SELECT w.book, w.walk, w.assigned_to AS assignedToId, u.name AS assignedToName, ${COUNT_COLUMNS}
  FROM capture_walks w LEFT JOIN users u ON u.id = w.assigned_to`;

/** What a typed search asks for: a book (its start, or all of it with a walk number) and maybe a walk. */
export interface WalkSearch {
  /** The book's `LIKE` pattern: case-insensitive, its start unless a walk number is given. */
  book: string;
  walk: number | null;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A typed search of walks (README "Meter-reading capture"): `B105` the books starting so, `B105 3` or
 * `B105/3` walk 3 of book B105; null when nothing is typed.
 */
export function walkSearch(text: string | null | undefined): WalkSearch | null {
  const typed = text?.trim() ?? '';
  if (typed === '') return null;
  const withWalk = /^(.+?)\s*[\s/]\s*(\d{1,9})$/.exec(typed);
  if (withWalk?.[1] && withWalk[2]) return { book: likeEscaped(withWalk[1]), walk: Number(withWalk[2]) };
  return { book: `${likeEscaped(typed)}%`, walk: null };
}

interface WalkPageStatements {
  count: Statement<[object], number>;
  page: Statement<[object], CaptureWalkItem>;
}

/**
 * Pages of the open cycle's walks by book and walk, kept by assignee and search. One statement per
 * combination of the conditions, each with its index: `capture_walks_assignee (cycle_id, assigned_to, book,
 * walk)` for one employee's, the unique `(cycle_id, book, walk)` for everyone's, both already in page order.
 */
export function walkPages(db: Db) {
  const statements = new Map<string, WalkPageStatements>();
  const statementsFor = (assigned: boolean, search: WalkSearch | null): WalkPageStatements => {
    const key = `${assigned}:${search !== null}:${search?.walk != null}`;
    let found = statements.get(key);
    if (found === undefined) {
      const conditions = ['w.cycle_id = @cycle'];
      if (assigned) conditions.push('w.assigned_to = @assignedTo');
      if (search !== null) conditions.push("w.book LIKE @book ESCAPE '\\'");
      if (search?.walk != null) conditions.push('w.walk = @walk');
      const where = conditions.join(' AND ');
      found = {
        count: db.prepare<[object], number>(`SELECT COUNT(*) FROM capture_walks w WHERE ${where}`).pluck(),
        page: db.prepare<[object], CaptureWalkItem>(`${WALK_SELECT} WHERE ${where} ORDER BY w.book, w.walk LIMIT @limit OFFSET @offset`),
      };
      statements.set(key, found);
    }
    return found;
  };
  return (cycle: number, assignedTo: number | null, search: WalkSearch | null, limit: number, offset: number): { total: number; items: CaptureWalkItem[] } => {
    const { count, page } = statementsFor(assignedTo !== null, search);
    const values = { cycle, assignedTo, book: search?.book ?? null, walk: search?.walk ?? null, limit, offset };
    return { total: count.get(values) ?? 0, items: page.all(values) };
  };
}
