import type { Db } from '../db/open.ts';
import { rankOf, sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const LOG_PARAMETERS = ['reservoirLevel', 'outletPressure', 'residualChlorine', 'flow', 'runningHours'] as const;
export type LogParameter = (typeof LOG_PARAMETERS)[number];
export const LOG_UNITS = ['m', 'bar', 'mg/l', 'm3/h', 'h'] as const;

/** One logged value (README "Logs and samples"). */
export interface LogEntryItem {
  entryId: number;
  logPointId: number;
  value: number;
  takenAt: string;
  takenById: number | null;
  takenByName: string | null;
  comment: string | null;
  outOfRange: boolean;
  confirmed: boolean;
}

/** What is logged at an element, with its range and its newest value. */
export interface LogPointItem {
  logPointId: number;
  elementId: number;
  parameter: LogParameter;
  unit: (typeof LOG_UNITS)[number];
  minimum: number;
  maximum: number;
  decimals: number;
  latestEntry: LogEntryItem | null;
}

export const SAMPLE_STATUSES = ['collected', 'sentToLab', 'resultsEntered'] as const;
export const SAMPLE_SORTS = ['number', 'point', 'takenAt', 'status', 'result'] as const;
export type SampleSort = (typeof SAMPLE_SORTS)[number];
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const APPEARANCES = ['clear', 'turbid'] as const;
export const ODOURS = ['none', 'chlorine', 'other'] as const;
export const ACCEPTABILITY = ['acceptable', 'notAcceptable'] as const;
export const OVERALL_RESULTS = ['pass', 'fail'] as const;

export interface SamplingPointItem {
  samplingPointId: number;
  elementId: number;
  name: string;
}

export interface SampleItem {
  sampleId: number;
  sampleNumber: string;
  samplingPointId: number;
  samplingPointName: string;
  elementId: number;
  takenAt: string;
  takenById: number | null;
  takenByName: string | null;
  appearance: (typeof APPEARANCES)[number] | null;
  odour: (typeof ODOURS)[number] | null;
  taste: (typeof ACCEPTABILITY)[number] | null;
  colour: (typeof ACCEPTABILITY)[number] | null;
  overallResult: (typeof OVERALL_RESULTS)[number] | null;
  labReference: string | null;
  remarks: string | null;
  status: SampleStatus;
  updatedAt: string;
}

interface LogEntryFilter {
  logPointId?: number;
  elementId?: number;
  stationId?: number;
  parameter?: LogParameter;
  /** Inclusive ISO bounds of `takenAt`. */
  from?: string;
  to?: string;
}

interface SampleFilter extends SortChoice<SampleSort> {
  samplingPointId?: number;
  elementId?: number;
  stationId?: number;
  status?: SampleStatus;
  overallResult?: 'pass' | 'fail';
  from?: string;
  to?: string;
  /** Substring of the sample number or the lab reference. */
  text?: string;
}

interface NewLogEntry {
  logPointId: number;
  value: number;
  takenAt: string;
  takenBy: number;
  comment: string | null;
  outOfRange: boolean;
  confirmed: boolean;
}

export interface SampleValues {
  samplingPointId: number;
  takenAt: string;
  appearance: SampleItem['appearance'];
  odour: SampleItem['odour'];
  taste: SampleItem['taste'];
  colour: SampleItem['colour'];
  overallResult: SampleItem['overallResult'];
  labReference: string | null;
  remarks: string | null;
  status: SampleStatus;
}

export interface MeasurementStore {
  logPoints(filter: { elementId?: number; stationId?: number; parameter?: LogParameter }): LogPointItem[];
  logPointsByIds(ids: readonly number[]): LogPointItem[];
  logEntries(filter: LogEntryFilter, limit: number, offset: number): { total: number; items: LogEntryItem[] };
  addLogEntry(entry: NewLogEntry): LogEntryItem;
  /** Points by element code; `text` matches the element's code or name or the point's name; `limit` -1 for all. */
  samplingPoints(filter: { elementId?: number; stationId?: number; text?: string }, limit?: number, offset?: number): SamplingPointItem[];
  samples(filter: SampleFilter, limit: number, offset: number): { total: number; items: SampleItem[] };
  samplesByIds(ids: readonly number[]): SampleItem[];
  /** Creates a sample (numbered S-YYYY-NNNNN) or updates one; the saved sample. */
  saveSample(sampleId: number | null, values: SampleValues, userId: number, now: string): SampleItem | undefined;
}

type EntryRow = Omit<LogEntryItem, 'outOfRange' | 'confirmed'> & { outOfRange: number; confirmed: number };
const entryColumns = `le.id AS entryId, le.log_point_id AS logPointId, le.value, le.taken_at AS takenAt, le.taken_by AS takenById,
  u.name AS takenByName, le.comment, le.out_of_range AS outOfRange, le.confirmed`;
const toEntry = (row: EntryRow): LogEntryItem => ({ ...row, outOfRange: row.outOfRange === 1, confirmed: row.confirmed === 1 });

type PointRow = Omit<LogPointItem, 'latestEntry'> & { latestId: number | null };
const pointColumns = `p.id AS logPointId, p.element_id AS elementId, p.parameter, p.unit, p.minimum, p.maximum, p.decimals,
  (SELECT id FROM log_entries WHERE log_point_id = p.id ORDER BY taken_at DESC, id DESC LIMIT 1) AS latestId`;

const sampleColumns = `s.id AS sampleId, s.sample_number AS sampleNumber, s.sampling_point_id AS samplingPointId, sp.name AS samplingPointName,
  sp.element_id AS elementId, s.taken_at AS takenAt, s.taken_by AS takenById, u.name AS takenByName, s.appearance, s.odour, s.taste,
  s.colour, s.overall_result AS overallResult, s.lab_reference AS labReference, s.remarks, s.status, s.updated_at AS updatedAt`;
/** ORDER BY of each sort (statuses in workflow order); the latest taken first without one. */
const sampleOrder = sortOrder<SampleSort>(
  {
    number: 's.sample_number',
    point: 'e.code, sp.name COLLATE NOCASE',
    takenAt: 's.taken_at',
    status: rankOf('s.status', SAMPLE_STATUSES),
    result: 's.overall_result IS NULL, s.overall_result',
  },
  's.id',
  's.taken_at DESC, s.id DESC',
);
const sampleFrom = `FROM samples s JOIN sampling_points sp ON sp.id = s.sampling_point_id JOIN elements e ON e.id = sp.element_id
  LEFT JOIN users u ON u.id = s.taken_by`;
const sampleWhere = `${sampleFrom}
  WHERE (@samplingPointId IS NULL OR s.sampling_point_id = @samplingPointId)
    AND (@elementId IS NULL OR sp.element_id = @elementId)
    AND (@stationId IS NULL OR e.id = @stationId OR e.parent_id = @stationId)
    AND (@status IS NULL OR s.status = @status)
    AND (@overallResult IS NULL OR s.overall_result = @overallResult)
    AND (@from IS NULL OR s.taken_at >= @from)
    AND (@to IS NULL OR s.taken_at <= @to)
    AND (@text IS NULL OR instr(lower(s.sample_number), lower(@text)) > 0 OR instr(lower(COALESCE(s.lab_reference, '')), lower(@text)) > 0)`;

const entryWhere = `FROM log_entries le JOIN log_points p ON p.id = le.log_point_id JOIN elements e ON e.id = p.element_id
  LEFT JOIN users u ON u.id = le.taken_by
  WHERE (@logPointId IS NULL OR le.log_point_id = @logPointId)
    AND (@elementId IS NULL OR p.element_id = @elementId)
    AND (@stationId IS NULL OR e.id = @stationId OR e.parent_id = @stationId)
    AND (@parameter IS NULL OR p.parameter = @parameter)
    AND (@from IS NULL OR le.taken_at >= @from)
    AND (@to IS NULL OR le.taken_at <= @to)`;

/** Log points, log entries, sampling points and samples (migration 020). */
export function measurementStore(db: Db): MeasurementStore {
  const points = db.prepare<[object], PointRow>(
    `SELECT ${pointColumns} FROM log_points p JOIN elements e ON e.id = p.element_id
     WHERE (@elementId IS NULL OR p.element_id = @elementId)
       AND (@stationId IS NULL OR e.id = @stationId OR e.parent_id = @stationId)
       AND (@parameter IS NULL OR p.parameter = @parameter)
     ORDER BY e.code, p.id`,
  );
  // A station's or an element's points, each its own statement: in the one above, `@x IS NULL OR …` leaves
  // SQLite no index but to read every log point, which grows with the network; these find the station and
  // its children (or the element) by their keys, then their points by element. The same rows, the same order.
  const stationPoints = db.prepare<[object], PointRow>(
    `SELECT ${pointColumns} FROM elements e JOIN log_points p ON p.element_id = e.id
     WHERE (e.id = @stationId OR e.parent_id = @stationId)
       AND (@elementId IS NULL OR p.element_id = @elementId)
       AND (@parameter IS NULL OR p.parameter = @parameter)
     ORDER BY e.code, p.id`,
  );
  const elementPoints = db.prepare<[object], PointRow>(
    `SELECT ${pointColumns} FROM log_points p JOIN elements e ON e.id = p.element_id
     WHERE p.element_id = @elementId
       AND (@parameter IS NULL OR p.parameter = @parameter)
     ORDER BY e.code, p.id`,
  );
  const pointsByIds = db.prepare<[string], PointRow>(`SELECT ${pointColumns} FROM log_points p WHERE p.id IN (SELECT value FROM json_each(?))`);
  const entriesByIds = db.prepare<[string], EntryRow>(
    `SELECT ${entryColumns} FROM log_entries le LEFT JOIN users u ON u.id = le.taken_by WHERE le.id IN (SELECT value FROM json_each(?))`,
  );
  const entryCount = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${entryWhere}`);
  const entryPage = db.prepare<[object], EntryRow>(`SELECT ${entryColumns} ${entryWhere} ORDER BY le.taken_at DESC, le.id DESC LIMIT @limit OFFSET @offset`);
  const insertEntry = db.prepare<[object]>(
    `INSERT INTO log_entries (log_point_id, value, taken_at, taken_by, comment, out_of_range, confirmed)
     VALUES (@logPointId, @value, @takenAt, @takenBy, @comment, @outOfRange, @confirmed)`,
  );
  const samplingPoints = db.prepare<[object], SamplingPointItem>(
    `SELECT sp.id AS samplingPointId, sp.element_id AS elementId, sp.name FROM sampling_points sp JOIN elements e ON e.id = sp.element_id
     WHERE (@elementId IS NULL OR sp.element_id = @elementId) AND (@stationId IS NULL OR e.id = @stationId OR e.parent_id = @stationId)
       AND (@text IS NULL OR instr(lower(e.code), lower(@text)) > 0 OR instr(lower(e.name), lower(@text)) > 0 OR instr(lower(sp.name), lower(@text)) > 0)
     ORDER BY e.code, sp.id LIMIT @limit OFFSET @offset`,
  );
  const sampleCount = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${sampleWhere}`);
  const samplePage = sortedStatements<SampleItem>(db, (order) => `SELECT ${sampleColumns} ${sampleWhere} ${order} LIMIT @limit OFFSET @offset`);
  const samplesByIds = db.prepare<[string], SampleItem>(`SELECT ${sampleColumns} ${sampleFrom} WHERE s.id IN (SELECT value FROM json_each(?))`);
  const lastNumber = db.prepare<[string], { sampleNumber: string }>(
    'SELECT sample_number AS sampleNumber FROM samples WHERE sample_number LIKE ? ORDER BY sample_number DESC LIMIT 1',
  );
  const insertSample = db.prepare<[object]>(
    `INSERT INTO samples (sample_number, sampling_point_id, taken_at, taken_by, appearance, odour, taste, colour, overall_result,
       lab_reference, remarks, status, updated_at)
     VALUES (@sampleNumber, @samplingPointId, @takenAt, @userId, @appearance, @odour, @taste, @colour, @overallResult,
       @labReference, @remarks, @status, @now)`,
  );
  const updateSample = db.prepare<[object]>(
    `UPDATE samples SET sampling_point_id = @samplingPointId, taken_at = @takenAt, appearance = @appearance, odour = @odour,
       taste = @taste, colour = @colour, overall_result = @overallResult, lab_reference = @labReference, remarks = @remarks,
       status = @status, updated_at = @now WHERE id = @sampleId`,
  );

  const inOrder = <T>(ids: readonly number[], rows: T[], key: (row: T) => number): T[] => {
    const byId = new Map(rows.map((row) => [key(row), row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  const withLatest = (rows: PointRow[]): LogPointItem[] => {
    const latestIds = rows.flatMap((row) => (row.latestId === null ? [] : [row.latestId]));
    const latest = new Map(entriesByIds.all(JSON.stringify(latestIds)).map((row) => [row.entryId, toEntry(row)]));
    return rows.map(({ latestId, ...row }) => ({ ...row, latestEntry: latestId === null ? null : (latest.get(latestId) ?? null) }));
  };
  const byIds = (ids: readonly number[]) => inOrder(ids, samplesByIds.all(JSON.stringify(ids)), (row) => row.sampleId);

  return {
    logPoints: (filter) => {
      const where = { elementId: filter.elementId ?? null, stationId: filter.stationId ?? null, parameter: filter.parameter ?? null };
      const statement = where.stationId !== null ? stationPoints : where.elementId !== null ? elementPoints : points;
      return withLatest(statement.all(statement === elementPoints ? { elementId: where.elementId, parameter: where.parameter } : where));
    },
    logPointsByIds: (ids) => inOrder(ids, withLatest(pointsByIds.all(JSON.stringify(ids))), (row) => row.logPointId),
    logEntries: (filter, limit, offset) => {
      const where = {
        logPointId: filter.logPointId ?? null,
        elementId: filter.elementId ?? null,
        stationId: filter.stationId ?? null,
        parameter: filter.parameter ?? null,
        from: filter.from ?? null,
        to: filter.to ?? null,
      };
      return { total: entryCount.get(where)?.total ?? 0, items: entryPage.all({ ...where, limit, offset }).map(toEntry) };
    },
    addLogEntry: (entry) => {
      const id = Number(
        insertEntry.run({ ...entry, outOfRange: entry.outOfRange ? 1 : 0, confirmed: entry.confirmed ? 1 : 0 }).lastInsertRowid,
      );
      const row = entriesByIds.get(JSON.stringify([id]));
      if (!row) throw new Error('log entry vanished');
      return toEntry(row);
    },
    samplingPoints: (filter, limit = -1, offset = 0) =>
      samplingPoints.all({ elementId: filter.elementId ?? null, stationId: filter.stationId ?? null, text: filter.text?.trim() ? filter.text.trim() : null, limit, offset }),
    samples: (filter, limit, offset) => {
      const where = {
        samplingPointId: filter.samplingPointId ?? null,
        elementId: filter.elementId ?? null,
        stationId: filter.stationId ?? null,
        status: filter.status ?? null,
        overallResult: filter.overallResult ?? null,
        from: filter.from ?? null,
        to: filter.to ?? null,
        text: filter.text?.trim() ? filter.text.trim() : null,
      };
      return { total: sampleCount.get(where)?.total ?? 0, items: samplePage(sampleOrder(filter)).all({ ...where, limit, offset }) };
    },
    samplesByIds: byIds,
    saveSample: (sampleId, values, userId, now) =>
      db.transaction(() => {
        if (sampleId !== null) {
          if (updateSample.run({ ...values, sampleId, now }).changes === 0) return undefined;
          return byIds([sampleId])[0];
        }
        const prefix = `S-${values.takenAt.slice(0, 4)}-`;
        const last = lastNumber.get(`${prefix}%`)?.sampleNumber;
        const sampleNumber = `${prefix}${String(Number(last?.slice(prefix.length) ?? 0) + 1).padStart(5, '0')}`;
        const id = Number(insertSample.run({ ...values, sampleNumber, userId, now }).lastInsertRowid);
        return byIds([id])[0];
      })(),
  };
}
