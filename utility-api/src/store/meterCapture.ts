import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open.ts';
import { WALK_SELECT, walkPages, walkSearch } from './captureWalks.ts';
import type { MeterUnit } from './readings.ts';

/**
 * Meter-reading capture (README "Meter-reading capture", migration 016): the open reading cycle's route
 * sheets by book and walk, and one entry per meter on them.
 */

/** `002 §4` reading capture filter: All, Outstanding, Completed, Non-editable (1–4 on the wire). */
export const CAPTURE_FILTERS = ['all', 'outstanding', 'completed', 'nonEditable'] as const;
type CaptureFilter = (typeof CAPTURE_FILTERS)[number];

/** Whether the reader could get to the meter (`002 §3` meter reading label "access"). */
export const CAPTURE_ACCESS = ['accessible', 'noAccess', 'dog', 'locked', 'obstructed', 'unsafe'] as const;
export type CaptureAccess = (typeof CAPTURE_ACCESS)[number];

/** Why the meter was read (`002 §3` meter reading label "reason"): the cycle's reading, a second visit, a final reading. */
export const CAPTURE_REASONS = ['regular', 'reread', 'final'] as const;
export type CaptureReason = (typeof CAPTURE_REASONS)[number];

type CaptureStatus = 'outstanding' | 'completed' | 'nonEditable';

interface CaptureCounts {
  total: number;
  outstanding: number;
  completed: number;
  nonEditable: number;
}

interface CaptureCycle {
  cycleId: number;
  name: string;
  openedOn: string;
}

export interface CaptureWalkItem extends CaptureCounts {
  book: string;
  walk: number;
  assignedToId: number | null;
  assignedToName: string | null;
}

export interface CaptureBookItem extends CaptureCounts {
  book: string;
  walks: CaptureWalkItem[];
}

/** One meter of a walk, in sequence order (README "Meter-reading capture", entry). */
export interface CaptureEntryItem {
  entryId: number;
  meterId: number;
  book: string;
  walk: number;
  sequence: number;
  meterRef: string;
  serialNo: string;
  dials: number;
  unit: MeterUnit;
  address: string;
  connectionNumber: string;
  latitude: number;
  longitude: number;
  previousReading: number | null;
  previousReadAt: string | null;
  reading: number | null;
  readAt: string | null;
  reason: CaptureReason | null;
  comment: string | null;
  clockedOver: boolean;
  consumption: number | null;
  access: CaptureAccess | null;
  hasPhoto: boolean;
  status: CaptureStatus;
  editable: boolean;
  /** Who the walk is assigned to (null: nobody); field workers may only capture their own walks. */
  assignedToId: number | null;
}

interface CaptureSave {
  reading: number | null;
  readAt: string;
  reason: CaptureReason;
  comment: string | null;
  clockedOver: boolean;
  consumption: number | null;
  access: CaptureAccess;
  capturedBy: number;
}

export interface MeterCaptureStore {
  /** The open reading cycle, if any. */
  cycle(): CaptureCycle | undefined;
  /** A page of the open cycle's books (by book) with their walks' counts; only walks assigned to `assignedTo` when given. */
  books(assignedTo: number | null, limit: number, offset: number): { total: number; items: CaptureBookItem[] };
  /**
   * A page of the open cycle's walks by book and walk with their counts; only those assigned to `assignedTo`
   * when given, and those a typed search names (`walkSearch`) when `text` is given.
   */
  walks(assignedTo: number | null, text: string | null, limit: number, offset: number): { total: number; items: CaptureWalkItem[] };
  /** One walk of the open cycle with its counts. */
  walk(book: string, walk: number): CaptureWalkItem | undefined;
  /** A page of a walk's entries in sequence order, and the count of those the filter keeps. */
  entries(book: string, walk: number, filter: CaptureFilter, limit: number, offset: number): { total: number; items: CaptureEntryItem[] };
  /** Entries of the open cycle by id, in the order asked; unknown ids left out. */
  entriesByIds(ids: readonly number[]): CaptureEntryItem[];
  /** The open cycle's entry of a meter. */
  entryOfMeter(meterId: number): CaptureEntryItem | undefined;
  save(entryId: number, values: CaptureSave): CaptureEntryItem;
  savePhoto(entryId: number, photo: { type: string; content: Buffer }): CaptureEntryItem;
  photo(entryId: number): { type: string; content: Buffer } | undefined;
  /**
   * Exports a walk's completed entries at `at`: each captured reading becomes the meter's `meter_readings` row
   * (reason final for a final reading, else regular), entries without a reading (no access) are closed
   * without one; all become non-editable. Answers how many entries were exported.
   */
  exportWalk(book: string, walk: number, at: string): number;
}

/** The SQL condition of each filter (on entry `e`). */
const FILTER_SQL: Record<CaptureFilter, string> = {
  all: '1',
  outstanding: 'e.read_at IS NULL AND e.exported_at IS NULL',
  completed: 'e.read_at IS NOT NULL AND e.exported_at IS NULL',
  nonEditable: 'e.exported_at IS NOT NULL',
};

const ENTRY_SELECT = `SELECT e.id AS entryId, e.meter_id AS meterId, w.book, w.walk, e.sequence, m.meter_ref AS meterRef,
  m.serial_no AS serialNo, m.dials, m.unit, p.street || ', ' || p.postcode || ' ' || p.city AS address,
  c.number AS connectionNumber, c.latitude, c.longitude, e.previous_reading AS previousReading,
  e.previous_read_at AS previousReadAt, e.reading, e.read_at AS readAt, e.reason, e.comment, e.clocked_over AS clockedOver,
  e.consumption, e.access, (e.photo IS NOT NULL) AS hasPhoto, e.exported_at AS exportedAt, w.assigned_to AS assignedToId
  FROM capture_entries e
  JOIN capture_walks w ON w.id = e.walk_id
  JOIN meters m ON m.id = e.meter_id
  JOIN meter_details md ON md.meter_id = m.id
  JOIN connections c ON c.id = md.connection_id
  JOIN properties p ON p.id = c.property_id`;

interface EntryRow extends Omit<CaptureEntryItem, 'clockedOver' | 'hasPhoto' | 'status' | 'editable'> {
  clockedOver: number;
  hasPhoto: number;
  exportedAt: string | null;
}

function toEntry({ exportedAt, ...row }: EntryRow): CaptureEntryItem {
  const status: CaptureStatus = exportedAt !== null ? 'nonEditable' : row.readAt !== null ? 'completed' : 'outstanding';
  return { ...row, clockedOver: row.clockedOver === 1, hasPhoto: row.hasPhoto === 1, status, editable: exportedAt === null };
}

export function meterCaptureStore(db: Db): MeterCaptureStore {
  const openCycle = db.prepare<[], CaptureCycle>(
    "SELECT id AS cycleId, name, opened_on AS openedOn FROM capture_cycles WHERE status = 'open' ORDER BY id DESC LIMIT 1",
  );
  const cycleId = (): number => openCycle.get()?.cycleId ?? 0;
  // Everyone's walks and one employee's apart: an optional `(? IS NULL OR w.assigned_to = ?)` left SQLite no index
  // for the employee's, and read every walk of the cycle to count everyone's books.
  const bookStatements = (assigned: boolean) => {
    const walks = assigned ? 'w.cycle_id = @cycle AND w.assigned_to = @assignedTo' : 'w.cycle_id = @cycle';
    return {
      count: db.prepare<[object], number>(`SELECT COUNT(DISTINCT w.book) FROM capture_walks w WHERE ${walks}`).pluck(),
      page: db.prepare<[object], string>(`SELECT DISTINCT w.book FROM capture_walks w WHERE ${walks} ORDER BY w.book LIMIT @limit OFFSET @offset`).pluck(),
      // The walks of a page's books in one statement (`books` is a JSON array), not one statement per book.
      walks: db.prepare<[object], CaptureWalkItem>(
        `${WALK_SELECT} WHERE ${walks} AND w.book IN (SELECT value FROM json_each(@books)) ORDER BY w.book, w.walk`,
      ),
    };
  };
  const everyone = bookStatements(false);
  const oneEmployee = bookStatements(true);
  const walkRow = db.prepare<[number, string, number], CaptureWalkItem>(`${WALK_SELECT} WHERE w.cycle_id = ? AND w.book = ? AND w.walk = ?`);
  const walkPage = walkPages(db);
  const filtered = Object.fromEntries(
    CAPTURE_FILTERS.map((filter) => [
      filter,
      {
        count: db.prepare<[number, string, number], { n: number }>(
          `SELECT COUNT(*) AS n FROM capture_entries e JOIN capture_walks w ON w.id = e.walk_id
           WHERE w.cycle_id = ? AND w.book = ? AND w.walk = ? AND ${FILTER_SQL[filter]}`,
        ),
        page: db.prepare<[number, string, number, number, number], EntryRow>(
          `${ENTRY_SELECT} WHERE w.cycle_id = ? AND w.book = ? AND w.walk = ? AND ${FILTER_SQL[filter]}
           ORDER BY e.sequence, e.id LIMIT ? OFFSET ?`,
        ),
      },
    ]),
  ) as Record<CaptureFilter, { count: Statement<[number, string, number], { n: number }>; page: Statement<[number, string, number, number, number], EntryRow> }>;
  const entryById = db.prepare<[number, number], EntryRow>(`${ENTRY_SELECT} WHERE e.id = ? AND w.cycle_id = ?`);
  const entryOfMeter = db.prepare<[number, number], EntryRow>(`${ENTRY_SELECT} WHERE e.meter_id = ? AND w.cycle_id = ?`);
  const update = db.prepare(`UPDATE capture_entries SET reading = @reading, read_at = @readAt, reason = @reason, comment = @comment,
    clocked_over = @clockedOver, consumption = @consumption, access = @access, captured_by = @capturedBy WHERE id = @entryId`);
  const updatePhoto = db.prepare('UPDATE capture_entries SET photo_type = ?, photo = ? WHERE id = ?');
  const photo = db.prepare<[number], { type: string; content: Buffer }>(
    'SELECT photo_type AS type, photo AS content FROM capture_entries WHERE id = ? AND photo IS NOT NULL',
  );

  const exportable = db.prepare<[number, string, number], { id: number; meterId: number; reading: number | null; readAt: string;
    reason: CaptureReason | null; previousReading: number | null; consumption: number | null; clockedOver: number; comment: string | null;
    photoType: string | null; photo: Buffer | null }>(
    `SELECT e.id, e.meter_id AS meterId, e.reading, e.read_at AS readAt, e.reason, e.previous_reading AS previousReading,
            e.consumption, e.clocked_over AS clockedOver, e.comment, e.photo_type AS photoType, e.photo
     FROM capture_entries e JOIN capture_walks w ON w.id = e.walk_id
     WHERE w.cycle_id = ? AND w.book = ? AND w.walk = ? AND ${FILTER_SQL.completed} ORDER BY e.sequence, e.id`,
  );
  const insertReading = db.prepare(`INSERT INTO meter_readings (meter_id, read_at, reason, reading, previous_reading, consumption,
    clocked_over, comment, photo_type, photo) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const markExported = db.prepare('UPDATE capture_entries SET exported_at = ?, meter_reading_id = ? WHERE id = ?');
  const exportWalk = db.transaction((book: string, walk: number, at: string): number => {
    const entries = exportable.all(cycleId(), book, walk);
    for (const entry of entries) {
      const readingId =
        entry.reading === null
          ? null
          : Number(
              insertReading.run(entry.meterId, entry.readAt, entry.reason === 'final' ? 'final' : 'regular', entry.reading,
                entry.previousReading, entry.consumption ?? 0, entry.clockedOver, entry.comment, entry.photoType, entry.photo).lastInsertRowid,
            );
      markExported.run(at, readingId, entry.id);
    }
    return entries.length;
  });

  const byId = (entryId: number): CaptureEntryItem | undefined => {
    const row = entryById.get(entryId, cycleId());
    return row ? toEntry(row) : undefined;
  };
  const mustGet = (entryId: number): CaptureEntryItem => {
    const entry = byId(entryId);
    if (!entry) throw new Error(`capture entry ${entryId} vanished`);
    return entry;
  };

  return {
    cycle: () => openCycle.get(),
    books(assignedTo, limit, offset) {
      const statements = assignedTo === null ? everyone : oneEmployee;
      const values = { cycle: cycleId(), assignedTo, limit, offset };
      const total = statements.count.get(values) ?? 0;
      const books = statements.page.all(values);
      const walks = new Map<string, CaptureWalkItem[]>();
      for (const walk of statements.walks.all({ ...values, books: JSON.stringify(books) })) {
        const ofBook = walks.get(walk.book);
        if (ofBook === undefined) walks.set(walk.book, [walk]);
        else ofBook.push(walk);
      }
      const items = books.map((book) => {
        const ofBook = walks.get(book) ?? [];
        const sum = (key: keyof CaptureCounts) => ofBook.reduce((total, walk) => total + walk[key], 0);
        return { book, total: sum('total'), outstanding: sum('outstanding'), completed: sum('completed'), nonEditable: sum('nonEditable'), walks: ofBook };
      });
      return { total, items };
    },
    walks: (assignedTo, text, limit, offset) => walkPage(cycleId(), assignedTo, walkSearch(text), limit, offset),
    walk(book, walk) {
      return walkRow.get(cycleId(), book, walk);
    },
    entries(book, walk, filter, limit, offset) {
      const cycle = cycleId();
      const { count, page } = filtered[filter];
      return { total: count.get(cycle, book, walk)?.n ?? 0, items: page.all(cycle, book, walk, limit, offset).map(toEntry) };
    },
    entriesByIds: (ids) => ids.flatMap((id) => byId(id) ?? []),
    entryOfMeter(meterId) {
      const row = entryOfMeter.get(meterId, cycleId());
      return row ? toEntry(row) : undefined;
    },
    save(entryId, values) {
      update.run({ ...values, clockedOver: values.clockedOver ? 1 : 0, entryId });
      return mustGet(entryId);
    },
    savePhoto(entryId, { type, content }) {
      updatePhoto.run(type, content, entryId);
      return mustGet(entryId);
    },
    photo: (entryId) => photo.get(entryId),
    exportWalk: (book, walk, at) => exportWalk(book, walk, at),
  };
}
