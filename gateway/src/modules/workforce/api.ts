import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** Error numbers of these calls (`utility-api/README.md`, Store requisitions, schedules and preferences). */
export const WORKFORCE_STATUS = {
  notEditable: 210,
  transitionNotAllowed: 211,
  insufficientStock: 212,
  noLines: 213,
  warehouseInvalid: 214,
  scheduleOverlap: 215,
  scheduleTimes: 216,
} as const;

export type UpstreamRequisitionStatus = 'draft' | 'submitted' | 'approved' | 'issued' | 'rejected' | 'cancelled';
export type UpstreamRequisitionAction = 'submit' | 'approve' | 'issue' | 'reject' | 'cancel';

export interface UpstreamRequisitionLine {
  lineId: number;
  stockItemId: number;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  quantityOnHand: number;
}

export interface UpstreamRequisition {
  requisitionId: number;
  number: string;
  warehouseId: number;
  warehouseName: string;
  requestedById: number;
  requestedByName: string;
  jobCardNumber: string | null;
  note: string | null;
  status: UpstreamRequisitionStatus;
  createdAt: string;
  updatedAt: string;
  lineCount: number;
  lines: UpstreamRequisitionLine[];
}

export type UpstreamScheduleKind = 'shift' | 'onCall' | 'leave' | 'training';

export interface UpstreamScheduleEntry {
  entryId: number;
  employeeId: number;
  employeeName: string;
  day: string;
  from: string;
  to: string;
  kind: UpstreamScheduleKind;
  note: string | null;
}

export async function getRequisitions(
  upstream: UpstreamClient,
  filter: { Status?: UpstreamRequisitionStatus; Mine?: boolean },
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamRequisition>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamRequisition>>('/StoreRequisition/GetList', { ...filter, Options: { Page: page, PageSize: pageSize } });
  return { total, items };
}

export async function getRequisitionsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamRequisition[]> {
  return (await upstream.read<{ items: UpstreamRequisition[] }>('/StoreRequisition/GetItems', { Ids: ids })).items;
}

export async function saveRequisition(
  upstream: UpstreamClient,
  body: { RequisitionId: number | null; WarehouseId: number; JobCardNumber: string | null; Note: string | null; Lines: Array<{ StockItemId: number; Quantity: number }> },
): Promise<UpstreamRequisition> {
  return (await upstream.post<{ item: UpstreamRequisition }>('/StoreRequisition/Save', body)).item;
}

export async function setRequisitionStatus(upstream: UpstreamClient, requisitionId: number, action: UpstreamRequisitionAction): Promise<UpstreamRequisition> {
  return (await upstream.post<{ item: UpstreamRequisition }>('/StoreRequisition/SetStatus', { RequisitionId: requisitionId, Action: action })).item;
}

export async function getSchedule(
  upstream: UpstreamClient,
  from: string,
  to: string,
): Promise<{ items: UpstreamScheduleEntry[]; employees: Array<{ employeeId: number; name: string }> }> {
  const { items, employees } = await upstream.read<{ items: UpstreamScheduleEntry[]; employees: Array<{ employeeId: number; name: string }> }>(
    '/Schedule/GetList',
    { From: from, To: to },
  );
  return { items, employees };
}

export async function saveScheduleEntry(
  upstream: UpstreamClient,
  body: { EntryId: number | null; EmployeeId: number; Day: string; From: string; To: string; Kind: UpstreamScheduleKind; Note: string | null },
): Promise<UpstreamScheduleEntry> {
  return (await upstream.post<{ item: UpstreamScheduleEntry }>('/Schedule/Save', body)).item;
}

export async function deleteScheduleEntry(upstream: UpstreamClient, entryId: number): Promise<void> {
  await upstream.post('/Schedule/Delete', { EntryId: entryId });
}

export async function savePreferences(upstream: UpstreamClient, warehouseId: number | null, meterWarehouseId: number | null): Promise<void> {
  await upstream.post('/account/SavePreferences', { WarehouseId: warehouseId, MeterWarehouseId: meterWarehouseId });
}
