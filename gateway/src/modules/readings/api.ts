import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamData, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** A meter item (`utility-api/README.md`, Readings and consumption). */
export type UpstreamMeter = UpstreamPayload<'/Meter/GetItem'>['item'];

/** A meter reading item. */
export type UpstreamReading = UpstreamPayload<'/MeterReading/GetItem'>['item'];

export type UpstreamMonth = UpstreamItem<'/MeterReading/GetConsumption'>;

export type UpstreamHalfHour = UpstreamPayload<'/HalfHourConsumption/GetItem'>['item'];

export type UpstreamImportReport = UpstreamData<'/HalfHourConsumption/Import'>;

/** A meter as `/Meter/GetItems` lists it: with its newest reading. */
export type ListedMeter = UpstreamItem<'/Meter/GetItems'>;

/** `/Meter/GetItems`: a page of an account's meters, each with its newest reading. */
export async function getMeters(upstream: UpstreamClient, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<ListedMeter>> {
  const payload = await upstream.read('/Meter/GetItems', {
    AccountId: accountId,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Meter/GetItem`: one of the viewer's meters with its latest reading, or null. */
export function getMeter(upstream: UpstreamClient, meterId: number): Promise<{ item: UpstreamMeter; latestReading: UpstreamReading | null } | null> {
  return orNullIfNotFound(async () => {
    const payload = await upstream.read('/Meter/GetItem', { Value: meterId });
    return { item: payload.item, latestReading: payload.latestReading };
  });
}

/** `/MeterReading/GetItems`: a page of a meter's readings, newest first. */
export async function getReadings(upstream: UpstreamClient, meterId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamReading>> {
  const payload = await upstream.read('/MeterReading/GetItems', {
    MeterId: meterId,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/MeterReading/GetItem`: one of the viewer's readings, or null. */
export function getReading(upstream: UpstreamClient, readingId: number): Promise<UpstreamReading | null> {
  return orNullIfNotFound(async () => (await upstream.read('/MeterReading/GetItem', { Value: readingId })).item);
}

/** `/MeterReading/GetConsumption`: monthly consumption per unit, oldest first. */
export async function getConsumption(upstream: UpstreamClient, accountId: number, months: number): Promise<UpstreamMonth[]> {
  return (await upstream.read('/MeterReading/GetConsumption', { AccountId: accountId, Months: months })).items;
}

/** `/MeterReading/Submit` (multipart): the stored reading; refusals throw `UpstreamError` (README status 70–74). */
export async function submitReading(upstream: UpstreamClient, form: FormData): Promise<UpstreamReading> {
  return (await upstream.upload('/MeterReading/Submit', form)).item;
}

/** `/HalfHourConsumption/Import` (multipart): the row-level report. */
export async function importHalfHours(upstream: UpstreamClient, form: FormData): Promise<UpstreamImportReport> {
  const payload = await upstream.upload('/HalfHourConsumption/Import', form);
  return { imported: payload.imported, rejectedRows: payload.rejectedRows, problems: payload.problems };
}

/** `/HalfHourConsumption/GetItems`: a page of imported estimates. */
export async function getHalfHours(upstream: UpstreamClient, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamHalfHour>> {
  const payload = await upstream.read('/HalfHourConsumption/GetItems', {
    AccountId: accountId,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/HalfHourConsumption/GetItem`: one of the viewer's imported estimates, or null. */
export function getHalfHour(upstream: UpstreamClient, id: number): Promise<UpstreamHalfHour | null> {
  return orNullIfNotFound(async () => (await upstream.read('/HalfHourConsumption/GetItem', { Value: id })).item);
}

/** Readings calls' own envelope statuses (`utility-api/README.md`, Readings and consumption). */
export const READINGS_STATUS = {
  readingsDisabled: 70,
  belowPrevious: 71,
  outOfRange: 72,
  fileTypeNotAllowed: 73,
  fileTooLarge: 74,
  halfHourDisabled: 75,
  sheetTooLarge: 76,
} as const;
