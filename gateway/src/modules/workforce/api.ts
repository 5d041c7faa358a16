import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

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

export type UpstreamRequisition = UpstreamItem<'/StoreRequisition/GetItems'>;
export type UpstreamRequisitionStatus = UpstreamRequisition['status'];
export type UpstreamRequisitionAction = UpstreamBody<'/StoreRequisition/SetStatus'>['Action'];

export type UpstreamScheduleEntry = UpstreamItem<'/Schedule/GetList'>;
export type UpstreamScheduleKind = UpstreamScheduleEntry['kind'];

export async function getRequisitions(
  upstream: UpstreamClient,
  filter: Omit<UpstreamBody<'/StoreRequisition/GetList'>, 'Options'>,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamRequisition>> {
  const { total, items } = await upstream.read('/StoreRequisition/GetList', { ...filter, Options: { Page: page, PageSize: pageSize } });
  return { total, items };
}

export async function getRequisitionsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamRequisition[]> {
  return (await upstream.read('/StoreRequisition/GetItems', { Ids: ids })).items;
}

export async function saveRequisition(
  upstream: UpstreamClient,
  body: UpstreamBody<'/StoreRequisition/Save'>,
): Promise<UpstreamRequisition> {
  return (await upstream.post('/StoreRequisition/Save', body)).item;
}

export async function setRequisitionStatus(upstream: UpstreamClient, requisitionId: number, action: UpstreamRequisitionAction): Promise<UpstreamRequisition> {
  return (await upstream.post('/StoreRequisition/SetStatus', { RequisitionId: requisitionId, Action: action })).item;
}

export async function getSchedule(
  upstream: UpstreamClient,
  from: string,
  to: string,
): Promise<Pick<UpstreamPayload<'/Schedule/GetList'>, 'items' | 'employees'>> {
  const { items, employees } = await upstream.read(
    '/Schedule/GetList',
    { From: from, To: to },
  );
  return { items, employees };
}

export async function saveScheduleEntry(
  upstream: UpstreamClient,
  body: UpstreamBody<'/Schedule/Save'>,
): Promise<UpstreamScheduleEntry> {
  return (await upstream.post('/Schedule/Save', body)).item;
}

export async function deleteScheduleEntry(upstream: UpstreamClient, entryId: number): Promise<void> {
  await upstream.post('/Schedule/Delete', { EntryId: entryId });
}

export async function savePreferences(upstream: UpstreamClient, warehouseId: number | null, meterWarehouseId: number | null): Promise<void> {
  await upstream.post('/account/SavePreferences', { WarehouseId: warehouseId, MeterWarehouseId: meterWarehouseId });
}
