import type { Db } from '../db/open.ts';

export type MeterUnit = 'm3' | 'kWh';
type ReadingReason = 'regular' | 'customer' | 'estimated' | 'final';

/** A meter item (README "Readings and consumption"). */
export interface MeterItem {
  meterId: number;
  accountId: number;
  meterRef: string;
  serialNo: string;
  make: string;
  size: string;
  dials: number;
  unit: MeterUnit;
}

/** A meter reading item (`002 §3` Meter reading labels). */
export interface ReadingItem {
  readingId: number;
  meterId: number;
  readAt: string;
  reason: ReadingReason;
  reading: number;
  previousReading: number | null;
  consumption: number;
  clockedOver: boolean;
  comment: string | null;
  hasPhoto: boolean;
}

interface NewReading {
  meterId: number;
  readAt: string;
  reading: number;
  previousReading: number | null;
  consumption: number;
  clockedOver: boolean;
  comment: string | null;
  photo: { type: string; content: Buffer } | null;
}

interface ReadingRow extends Omit<ReadingItem, 'clockedOver' | 'hasPhoto'> {
  clockedOver: number;
  hasPhoto: number;
}

export interface ReadingStore {
  /** The meter when `userId` is related to its account (owner, tenant or representative). */
  meterForUser(meterId: number, userId: number): MeterItem | undefined;
  /** The user's meter by reference (half-hour import rows name meters by reference). */
  meterByRefForUser(meterRef: string, accountId: number): MeterItem | undefined;
  countMeters(accountId: number): number;
  pageMeters(accountId: number, limit: number, offset: number): MeterItem[];
  countReadings(meterId: number): number;
  /** Newest first. */
  pageReadings(meterId: number, limit: number, offset: number): ReadingItem[];
  latestReading(meterId: number): ReadingItem | undefined;
  /** The reading when `userId` is related to the account of its meter. */
  readingForUser(readingId: number, userId: number): ReadingItem | undefined;
  /** Any meter, for employees (they may read every account, README "Employee enquiries: account tabs"). */
  meterById(meterId: number): MeterItem | undefined;
  /** Any reading, for employees. */
  readingById(readingId: number): ReadingItem | undefined;
  insertReading(reading: NewReading): ReadingItem;
  photo(readingId: number): { type: string; content: Buffer } | undefined;
  /** Readings of an account's meters taken since `since` (ISO), oldest first, with the meter's unit. */
  readingsSince(accountId: number, since: string): Array<{ meterId: number; unit: MeterUnit; readAt: string; consumption: number; previousAt: string | null }>;
}

const METER_COLUMNS = `m.id AS meterId, m.account_id AS accountId, m.meter_ref AS meterRef, m.serial_no AS serialNo,
  m.make, m.size, m.dials, m.unit`;
const READING_COLUMNS = `r.id AS readingId, r.meter_id AS meterId, r.read_at AS readAt, r.reason, r.reading,
  r.previous_reading AS previousReading, r.consumption, r.clocked_over AS clockedOver, r.comment,
  (r.photo IS NOT NULL) AS hasPhoto`;

const toReading = (row: ReadingRow): ReadingItem => ({ ...row, clockedOver: row.clockedOver === 1, hasPhoto: row.hasPhoto === 1 });

export function readingStore(db: Db): ReadingStore {
  const meterForUser = db.prepare<[number, number], MeterItem>(`SELECT ${METER_COLUMNS} FROM meters m
    JOIN account_users au ON au.account_id = m.account_id AND au.user_id = ? WHERE m.id = ?`);
  const meterByRef = db.prepare<[string, number], MeterItem>(`SELECT ${METER_COLUMNS} FROM meters m
    WHERE m.meter_ref = ? COLLATE NOCASE AND m.account_id = ?`);
  const countMeters = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM meters WHERE account_id = ?');
  const pageMeters = db.prepare<[number, number, number], MeterItem>(`SELECT ${METER_COLUMNS} FROM meters m
    WHERE m.account_id = ? ORDER BY m.meter_ref LIMIT ? OFFSET ?`);
  const countReadings = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM meter_readings WHERE meter_id = ?');
  const pageReadings = db.prepare<[number, number, number], ReadingRow>(`SELECT ${READING_COLUMNS} FROM meter_readings r
    WHERE r.meter_id = ? ORDER BY r.read_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const oneMeter = db.prepare<[number], MeterItem>(`SELECT ${METER_COLUMNS} FROM meters m WHERE m.id = ?`);
  const oneReading = db.prepare<[number], ReadingRow>(`SELECT ${READING_COLUMNS} FROM meter_readings r WHERE r.id = ?`);
  const readingForUser = db.prepare<[number, number], ReadingRow>(`SELECT ${READING_COLUMNS} FROM meter_readings r
    JOIN meters m ON m.id = r.meter_id JOIN account_users au ON au.account_id = m.account_id AND au.user_id = ?
    WHERE r.id = ?`);
  const insert = db.prepare(`INSERT INTO meter_readings (meter_id, read_at, reason, reading, previous_reading, consumption,
    clocked_over, comment, photo_type, photo) VALUES (?, ?, 'customer', ?, ?, ?, ?, ?, ?, ?)`);
  const photo = db.prepare<[number], { type: string; content: Buffer }>(
    'SELECT photo_type AS type, photo AS content FROM meter_readings WHERE id = ? AND photo IS NOT NULL',
  );
  const since = db.prepare<[number, string], { meterId: number; unit: MeterUnit; readAt: string; consumption: number; previousAt: string | null }>(`
    SELECT r.meter_id AS meterId, m.unit, r.read_at AS readAt, r.consumption,
      LAG(r.read_at) OVER (PARTITION BY r.meter_id ORDER BY r.read_at) AS previousAt
    FROM meter_readings r JOIN meters m ON m.id = r.meter_id
    WHERE m.account_id = ? AND r.read_at >= ? ORDER BY r.read_at`);

  return {
    meterForUser: (meterId, userId) => meterForUser.get(userId, meterId),
    meterByRefForUser: (meterRef, accountId) => meterByRef.get(meterRef.trim(), accountId),
    countMeters: (accountId) => countMeters.get(accountId)?.total ?? 0,
    pageMeters: (accountId, limit, offset) => pageMeters.all(accountId, limit, offset),
    countReadings: (meterId) => countReadings.get(meterId)?.total ?? 0,
    pageReadings: (meterId, limit, offset) => pageReadings.all(meterId, limit, offset).map(toReading),
    latestReading: (meterId) => {
      const row = pageReadings.get(meterId, 1, 0);
      return row ? toReading(row) : undefined;
    },
    readingForUser: (readingId, userId) => {
      const row = readingForUser.get(userId, readingId);
      return row ? toReading(row) : undefined;
    },
    meterById: (meterId) => oneMeter.get(meterId),
    readingById: (readingId) => {
      const row = oneReading.get(readingId);
      return row ? toReading(row) : undefined;
    },
    insertReading: (reading) => {
      const id = Number(
        insert.run(reading.meterId, reading.readAt, reading.reading, reading.previousReading, reading.consumption,
          reading.clockedOver ? 1 : 0, reading.comment, reading.photo?.type ?? null, reading.photo?.content ?? null).lastInsertRowid,
      );
      const row = oneReading.get(id);
      if (!row) throw new Error('inserted reading vanished');
      return toReading(row);
    },
    photo: (readingId) => photo.get(readingId),
    readingsSince: (accountId, from) => since.all(accountId, from),
  };
}
