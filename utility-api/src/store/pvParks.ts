import type { Db } from '../db/open.ts';
import { rankOf, sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const PV_PARK_SORTS = ['name', 'operator', 'capacity', 'voltage', 'town', 'status', 'commissionedOn'] as const;
export type PvParkSort = (typeof PV_PARK_SORTS)[number];

export const PV_PARK_STATUSES = ['planned', 'underConstruction', 'operating', 'decommissioned'] as const;
export type PvParkStatus = (typeof PV_PARK_STATUSES)[number];
/** 002 §9 network voltage options: MV 22 kV or 11 kV, and LV. */
export const PV_VOLTAGES = ['mv22', 'mv11', 'lv'] as const;
export type PvVoltage = (typeof PV_VOLTAGES)[number];

/** A photovoltaic park of the directory (README "Assets, element properties and PV parks"). */
export interface PvParkItem {
  parkId: number;
  name: string;
  licenceNumber: string;
  operator: string;
  installedCapacityKwp: number;
  exportCapacityKw: number;
  connectionVoltage: PvVoltage;
  elementId: number | null;
  elementCode: string | null;
  elementName: string | null;
  town: string;
  latitude: number | null;
  longitude: number | null;
  commissionedOn: string | null;
  status: PvParkStatus;
  contactPhone: string | null;
  contactEmail: string | null;
}

export type PvParkValues = Omit<PvParkItem, 'parkId' | 'elementCode' | 'elementName'>;

interface PvParkFilter extends SortChoice<PvParkSort> {
  text?: string;
  status?: PvParkStatus;
  voltage?: PvVoltage;
}

export interface PvParkStore {
  list(filter: PvParkFilter, limit: number, offset: number): { total: number; items: PvParkItem[] };
  byIds(ids: readonly number[]): PvParkItem[];
  idOfLicence(licenceNumber: string): number | undefined;
  save(id: number | null, values: PvParkValues): number;
  delete(id: number): boolean;
}

const columns = `p.id AS parkId, p.name, p.licence_number AS licenceNumber, p.operator, p.installed_capacity_kwp AS installedCapacityKwp,
  p.export_capacity_kw AS exportCapacityKw, p.connection_voltage AS connectionVoltage, p.element_id AS elementId, e.code AS elementCode,
  e.name AS elementName, p.town, p.latitude, p.longitude, p.commissioned_on AS commissionedOn, p.status, p.contact_phone AS contactPhone,
  p.contact_email AS contactEmail`;
const from = 'FROM pv_parks p LEFT JOIN elements e ON e.id = p.element_id';
const where = `WHERE (@text IS NULL OR instr(lower(p.name), @text) > 0 OR instr(lower(p.licence_number), @text) > 0
    OR instr(lower(p.operator), @text) > 0 OR instr(lower(p.town), @text) > 0)
  AND (@status IS NULL OR p.status = @status) AND (@voltage IS NULL OR p.connection_voltage = @voltage)`;

/** ORDER BY of each sort (voltages and statuses in their own order); by name without one. */
const orderBy = sortOrder<PvParkSort>(
  {
    name: 'p.name COLLATE NOCASE',
    operator: 'p.operator COLLATE NOCASE',
    capacity: 'p.installed_capacity_kwp',
    voltage: rankOf('p.connection_voltage', PV_VOLTAGES),
    town: 'p.town COLLATE NOCASE',
    status: rankOf('p.status', PV_PARK_STATUSES),
    commissionedOn: 'p.commissioned_on IS NULL, p.commissioned_on',
  },
  'p.id',
  'p.name COLLATE NOCASE, p.id',
);

export function pvParkStore(db: Db): PvParkStore {
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${from} ${where}`);
  const page = sortedStatements<PvParkItem>(db, (order) => `SELECT ${columns} ${from} ${where} ${order} LIMIT @limit OFFSET @offset`);
  const byIds = db.prepare<[object], PvParkItem>(`SELECT ${columns} ${from} WHERE p.id IN (SELECT value FROM json_each(@ids))`);
  const byLicence = db.prepare<[string], { id: number }>('SELECT id FROM pv_parks WHERE licence_number = ? COLLATE NOCASE');
  const insert = db.prepare(`INSERT INTO pv_parks (name, licence_number, operator, installed_capacity_kwp, export_capacity_kw,
    connection_voltage, element_id, town, latitude, longitude, commissioned_on, status, contact_phone, contact_email) VALUES (@name,
    @licenceNumber, @operator, @installedCapacityKwp, @exportCapacityKw, @connectionVoltage, @elementId, @town, @latitude, @longitude,
    @commissionedOn, @status, @contactPhone, @contactEmail)`);
  const update = db.prepare(`UPDATE pv_parks SET name = @name, licence_number = @licenceNumber, operator = @operator,
    installed_capacity_kwp = @installedCapacityKwp, export_capacity_kw = @exportCapacityKw, connection_voltage = @connectionVoltage,
    element_id = @elementId, town = @town, latitude = @latitude, longitude = @longitude, commissioned_on = @commissionedOn,
    status = @status, contact_phone = @contactPhone, contact_email = @contactEmail WHERE id = @id`);
  const remove = db.prepare('DELETE FROM pv_parks WHERE id = ?');
  return {
    list(filter, limit, offset) {
      const text = filter.text?.trim().toLowerCase();
      const params = { text: text ? text : null, status: filter.status ?? null, voltage: filter.voltage ?? null };
      return { total: count.get(params)?.total ?? 0, items: page(orderBy(filter)).all({ ...params, limit, offset }) };
    },
    byIds(ids) {
      const rows = new Map(byIds.all({ ids: JSON.stringify(ids) }).map((row) => [row.parkId, row]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    idOfLicence: (licenceNumber) => byLicence.get(licenceNumber)?.id,
    save(id, values) {
      if (id === null) return Number(insert.run(values).lastInsertRowid);
      update.run({ ...values, id });
      return id;
    },
    delete: (id) => remove.run(id).changes > 0,
  };
}
