import type { Db } from '../db/open.ts';

/** One imported half-hour estimate (README "Half-hour estimated consumption"). */
interface HalfHourItem {
  id: number;
  meterId: number;
  meterRef: string;
  day: string;
  period: number;
  quantity: number;
  unit: string;
  importedAt: string;
}

export interface NewHalfHour {
  meterId: number;
  day: string;
  period: number;
  quantity: number;
}

export interface HalfHourStore {
  /** Writes the rows in one transaction; a row for the same meter, day and period replaces the earlier one. */
  importRows(rows: readonly NewHalfHour[], importedAt: string): void;
  count(accountId: number): number;
  /** Newest day first, then period. */
  page(accountId: number, limit: number, offset: number): HalfHourItem[];
  /** The record when `userId` is related to the account of its meter. */
  itemForUser(id: number, userId: number): HalfHourItem | undefined;
}

export function halfHourStore(db: Db): HalfHourStore {
  const upsert = db.prepare(`INSERT INTO half_hour_consumptions (meter_id, day, period, quantity, imported_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (meter_id, day, period) DO UPDATE SET quantity = excluded.quantity,
    imported_at = excluded.imported_at`);
  const count = db.prepare<[number], { total: number }>(`SELECT COUNT(*) AS total FROM half_hour_consumptions h
    JOIN meters m ON m.id = h.meter_id WHERE m.account_id = ?`);
  const page = db.prepare<[number, number, number], HalfHourItem>(`SELECT h.id, h.meter_id AS meterId,
    m.meter_ref AS meterRef, h.day, h.period, h.quantity, m.unit, h.imported_at AS importedAt
    FROM half_hour_consumptions h JOIN meters m ON m.id = h.meter_id WHERE m.account_id = ?
    ORDER BY h.day DESC, h.period, m.meter_ref LIMIT ? OFFSET ?`);
  const one = db.prepare<[number, number], HalfHourItem>(`SELECT h.id, h.meter_id AS meterId,
    m.meter_ref AS meterRef, h.day, h.period, h.quantity, m.unit, h.imported_at AS importedAt
    FROM half_hour_consumptions h JOIN meters m ON m.id = h.meter_id
    JOIN account_users au ON au.account_id = m.account_id AND au.user_id = ? WHERE h.id = ?`);
  const importRows = db.transaction((rows: readonly NewHalfHour[], importedAt: string) => {
    for (const row of rows) upsert.run(row.meterId, row.day, row.period, row.quantity, importedAt);
  });
  return {
    importRows: (rows, importedAt) => importRows(rows, importedAt),
    count: (accountId) => count.get(accountId)?.total ?? 0,
    page: (accountId, limit, offset) => page.all(accountId, limit, offset),
    itemForUser: (id, userId) => one.get(userId, id),
  };
}
