import type { Db } from '../db/open.ts';
import { DEMO_EMPLOYEE_EMAIL } from './demoUsers.ts';
import { createRandom } from './random.ts';

/** Its own random stream, so adding logs and samples left every other table's data unchanged for a seed. */
const MEASUREMENT_STREAM = 0x020_10f5;
const DAY = 86_400_000;
/** Daily values kept per log point, and the share of them that were outside the range (and confirmed). */
const HISTORY_DAYS = 8;
const OUT_OF_RANGE = 0.05;
const SAMPLES_PER_POINT = 3;

type Point = readonly [parameter: string, unit: string, minimum: number, maximum: number, decimals: number];
const LEVEL: Point = ['reservoirLevel', 'm', 0.5, 6, 2];
const CHLORINE: Point = ['residualChlorine', 'mg/l', 0.2, 1, 2];
const PRESSURE: Point = ['outletPressure', 'bar', 2, 6, 1];
const FLOW: Point = ['flow', 'm3/h', 0, 250, 1];
const DISTRICT_FLOW: Point = ['flow', 'm3/h', 0, 80, 1];
const REDUCED_PRESSURE: Point = ['outletPressure', 'bar', 1.5, 4, 1];
const HOURS: Point = ['runningHours', 'h', 0, 200_000, 0];

/** What is logged at each element type (README "Logs and samples"). */
const POINTS_BY_TYPE: Record<string, readonly Point[]> = {
  RES: [LEVEL, CHLORINE],
  PST: [PRESSURE, FLOW],
  WTP: [CHLORINE, FLOW, PRESSURE],
  PMP: [HOURS],
  PRV: [REDUCED_PRESSURE],
  DMA: [DISTRICT_FLOW],
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Log points with eight days of daily values, a sampling point at every station and hydrant, and three
 * samples at each station's point (migration 020), logged by the demo employee. Written after the elements.
 */
export function insertMeasurements(db: Db, seed: number, now: Date = new Date()): void {
  const random = createRandom((seed ^ MEASUREMENT_STREAM) >>> 0);
  const staff = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(DEMO_EMPLOYEE_EMAIL)?.id ?? null;
  const elements = db
    .prepare<[], { id: number; typeCode: string; isStation: number }>(
      'SELECT e.id, t.code AS typeCode, t.is_station AS isStation FROM elements e JOIN element_types t ON t.id = e.element_type_id ORDER BY e.id',
    )
    .all();
  const point = db.prepare('INSERT INTO log_points (element_id, parameter, unit, minimum, maximum, decimals) VALUES (?, ?, ?, ?, ?, ?)');
  const entry = db.prepare(
    'INSERT INTO log_entries (log_point_id, value, taken_at, taken_by, comment, out_of_range, confirmed) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const samplingPoint = db.prepare('INSERT INTO sampling_points (element_id, name) VALUES (?, ?)');
  const sample = db.prepare(`INSERT INTO samples (sample_number, sampling_point_id, taken_at, taken_by, appearance, odour, taste, colour,
    overall_result, lab_reference, remarks, status, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const numbers = new Map<string, number>();

  for (const element of elements) {
    for (const [parameter, unit, minimum, maximum, decimals] of POINTS_BY_TYPE[element.typeCode] ?? []) {
      const pointId = Number(point.run(element.id, parameter, unit, minimum, maximum, decimals).lastInsertRowid);
      let hours = random.int(1_000, 150_000);
      for (let day = HISTORY_DAYS; day >= 1; day--) {
        const takenAt = new Date(today - day * DAY + random.int(6, 10) * 3_600_000 + random.int(0, 59) * 60_000).toISOString();
        const span = maximum - minimum;
        let value: number;
        if (parameter === 'runningHours') {
          hours += random.int(4, 20);
          value = hours;
        } else if (random.chance(OUT_OF_RANGE)) value = round(random.chance(0.5) ? minimum - span * 0.1 : maximum + span * 0.1, decimals);
        else value = round(minimum + span * (0.2 + random.next() * 0.6), decimals);
        const outside = value < minimum || value > maximum ? 1 : 0;
        entry.run(pointId, value, takenAt, staff, outside ? 'Checked on site.' : null, outside, outside);
      }
    }
    if (element.isStation === 1 || element.typeCode === 'HYD') {
      const name = element.isStation === 1 ? 'Outlet tap' : 'Hydrant outlet';
      const samplingPointId = Number(samplingPoint.run(element.id, name).lastInsertRowid);
      if (element.isStation !== 1) continue;
      for (let index = SAMPLES_PER_POINT; index >= 1; index--) {
        const taken = new Date(today - index * 9 * DAY + random.int(7, 11) * 3_600_000);
        const year = String(taken.getUTCFullYear());
        const next = (numbers.get(year) ?? 0) + 1;
        numbers.set(year, next);
        const entered = index > 1;
        const fail = entered && random.chance(0.1);
        sample.run(
          `S-${year}-${String(next).padStart(5, '0')}`,
          samplingPointId,
          taken.toISOString(),
          staff,
          entered ? (fail ? 'turbid' : 'clear') : null,
          entered ? (fail ? 'other' : random.pick(['none', 'chlorine'])) : null,
          entered ? 'acceptable' : null,
          entered ? (fail ? 'notAcceptable' : 'acceptable') : null,
          entered ? (fail ? 'fail' : 'pass') : null,
          entered ? `LAB-${year}-${String(random.int(1000, 9999))}` : null,
          fail ? 'Flushing ordered.' : null,
          entered ? 'resultsEntered' : random.pick(['collected', 'sentToLab']),
          taken.toISOString(),
        );
      }
    }
  }
}
