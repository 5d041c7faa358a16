import type { Db } from '../db/open.ts';
import type { AlertKind, DetectedAlert, Evidence, HalfHour, ReadingSpan } from '../routes/consumptionAlerts/detection.ts';
import type { MeterUnit } from './readings.ts';
import type { UserRow } from './users.ts';
import { applicationRequestStore } from './applicationRequests.ts';

export type AlertStatus = 'open' | 'dismissed' | 'visitRequested';

/** An alert as the viewer sees it (README "Consumption alerts"). */
export interface ConsumptionAlertItem {
  alertId: number;
  accountId: number;
  meterId: number;
  meterRef: string;
  kind: AlertKind;
  periodFrom: string;
  periodTo: string;
  status: AlertStatus;
  evidence: Evidence;
  portalApplicationId: number | null;
  applicationType: number | null;
  detectedAt: string;
  updatedAt: string;
}

/** What detection reads of one meter: bounded windows, so a request's work does not grow with history. */
interface MeterSeries {
  meterId: number;
  meterRef: string;
  unit: MeterUnit;
  halfHours: HalfHour[];
  spans: ReadingSpan[];
}

interface VisitApplication {
  applicationType: number;
  name: string;
  message: string;
}

export interface ConsumptionAlertStore {
  /** Each meter of the account (at most `maxMeters`) with its last `days` days of half hours and newest `readings` readings. */
  series(accountId: number, limits: { maxMeters: number; days: number; readings: number }): MeterSeries[];
  /** Records an alert; the same meter, kind and start updates its evidence while it is open. */
  /** Records a detected alert or updates its open one; true when the alert is new (never recorded before). */
  record(accountId: number, meterId: number, alert: DetectedAlert, moment: string): boolean;
  count(accountId: number, status: AlertStatus | null): number;
  /** Newest evidence first. */
  page(accountId: number, status: AlertStatus | null, limit: number, offset: number): ConsumptionAlertItem[];
  /** The open alerts of all `accountIds`, the latest update first, at most `limit`. */
  openOfAccounts(accountIds: readonly number[], limit: number): ConsumptionAlertItem[];
  find(alertId: number): ConsumptionAlertItem | undefined;
  /** Closes an open alert; false when it is no longer open. */
  dismiss(alertId: number, moment: string): boolean;
  /** Opens a new application with its first message for the customer and links it; null when the alert is no longer open. */
  requestVisit(alertId: number, customer: UserRow, application: VisitApplication, moment: string): number | null;
}

interface AlertRow extends Omit<ConsumptionAlertItem, 'evidence'> {
  evidence: string;
}

/** New application's record status: 1 New (utility-api/src/store/applications.ts APPLICATION_STATUSES). */
const STATUS_NEW = 1;

const SELECT = `SELECT c.id AS alertId, c.account_id AS accountId, c.meter_id AS meterId, m.meter_ref AS meterRef, c.kind,
  c.period_from AS periodFrom, c.period_to AS periodTo, c.status, c.evidence, c.application_id AS portalApplicationId,
  a.application_type AS applicationType, c.detected_at AS detectedAt, c.updated_at AS updatedAt
  FROM consumption_alerts c JOIN meters m ON m.id = c.meter_id LEFT JOIN applications a ON a.id = c.application_id`;
const FILTER = 'WHERE c.account_id = @accountId AND (@status IS NULL OR c.status = @status)';

const toItem = (row: AlertRow): ConsumptionAlertItem => ({ ...row, evidence: JSON.parse(row.evidence) as Evidence });

export function consumptionAlertStore(db: Db): ConsumptionAlertStore {
  const meters = db.prepare<[number, number], { meterId: number; meterRef: string; unit: MeterUnit }>(
    'SELECT id AS meterId, meter_ref AS meterRef, unit FROM meters WHERE account_id = ? ORDER BY id LIMIT ?',
  );
  const halfHours = db.prepare<[number, number, number], HalfHour>(`SELECT day, period, quantity FROM half_hour_consumptions
    WHERE meter_id = ? AND day > date((SELECT MAX(day) FROM half_hour_consumptions WHERE meter_id = ?), '-' || ? || ' days')`);
  const readings = db.prepare<[number, number], ReadingSpan>(`SELECT r.read_at AS readAt, r.consumption,
    (SELECT MAX(p.read_at) FROM meter_readings p WHERE p.meter_id = r.meter_id AND p.read_at < r.read_at) AS previousAt
    FROM meter_readings r WHERE r.meter_id = ? ORDER BY r.read_at DESC LIMIT ?`);
  const upsert = db.prepare(`INSERT INTO consumption_alerts (account_id, meter_id, kind, period_from, period_to, evidence, detected_at, updated_at)
    VALUES (@accountId, @meterId, @kind, @periodFrom, @periodTo, @evidence, @moment, @moment)
    ON CONFLICT (meter_id, kind, period_from) DO UPDATE SET period_to = excluded.period_to, evidence = excluded.evidence,
    updated_at = excluded.updated_at WHERE status = 'open' AND (period_to <> excluded.period_to OR evidence <> excluded.evidence)`);
  const existing = db.prepare<[number, string, string], number>('SELECT 1 FROM consumption_alerts WHERE meter_id = ? AND kind = ? AND period_from = ?').pluck();
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total FROM consumption_alerts c ${FILTER}`);
  const page = db.prepare<[object], AlertRow>(`${SELECT} ${FILTER} ORDER BY c.period_to DESC, c.id DESC LIMIT @limit OFFSET @offset`);
  const one = db.prepare<[number], AlertRow>(`${SELECT} WHERE c.id = ?`);
  const openOf = db.prepare<[object], AlertRow>(`${SELECT} WHERE c.account_id IN (SELECT value FROM json_each(@ids)) AND c.status = 'open'
    ORDER BY c.updated_at DESC, c.id DESC LIMIT @limit`);
  const close = db.prepare<[string, number | null, string, number]>(`UPDATE consumption_alerts SET status = ?, application_id = ?, updated_at = ? WHERE id = ? AND status = 'open'`);
  const application = db.prepare('INSERT INTO applications (user_id, application_type, name, status, updated_on) VALUES (?, ?, ?, ?, ?)');
  const message = db.prepare('INSERT INTO application_messages (application_id, author_id, from_customer, message, created_at) VALUES (?, ?, 1, ?, ?)');

  const requests = applicationRequestStore(db);

  const requestVisit = db.transaction((alertId: number, customer: UserRow, visit: VisitApplication, moment: string): number | null => {
    const alert = one.get(alertId);
    if (alert?.status !== 'open') return null;
    const id = Number(application.run(customer.id, visit.applicationType, visit.name, STATUS_NEW, moment).lastInsertRowid);
    message.run(id, customer.id, visit.message, moment);
    // The visit's request, as the work queue shows it: the alert's account and the customer's words.
    requests.record(id, { accountId: alert.accountId, description: visit.message, submittedOn: moment });
    close.run('visitRequested', id, moment, alertId);
    return id;
  });

  return {
    series: (accountId, limits) =>
      meters.all(accountId, limits.maxMeters).map(({ meterId, meterRef, unit }) => ({
        meterId,
        meterRef,
        unit,
        halfHours: halfHours.all(meterId, meterId, limits.days),
        spans: readings.all(meterId, limits.readings),
      })),
    record: (accountId, meterId, alert, moment) => {
      const known = existing.get(meterId, alert.kind, alert.periodFrom) !== undefined;
      upsert.run({ accountId, meterId, kind: alert.kind, periodFrom: alert.periodFrom, periodTo: alert.periodTo, evidence: JSON.stringify(alert.evidence), moment });
      return !known;
    },
    count: (accountId, status) => count.get({ accountId, status })?.total ?? 0,
    page: (accountId, status, limit, offset) => page.all({ accountId, status, limit, offset }).map(toItem),
    openOfAccounts: (accountIds, limit) => openOf.all({ ids: JSON.stringify(accountIds), limit }).map(toItem),
    find: (alertId) => {
      const row = one.get(alertId);
      return row ? toItem(row) : undefined;
    },
    dismiss: (alertId, moment) => close.run('dismissed', null, moment, alertId).changes === 1,
    requestVisit: (alertId, customer, visit, moment) => requestVisit(alertId, customer, visit, moment),
  };
}
