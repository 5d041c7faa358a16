import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** A walk with its counts (`utility-api/README.md`, Meter-reading capture). */
export type UpstreamCaptureWalk = UpstreamPayload<'/MeterCapture/GetWalk'>['walk'];

export type UpstreamCaptureCycle = NonNullable<UpstreamPayload<'/MeterCapture/GetBooks'>['cycle']>;

export type UpstreamCaptureBook = UpstreamItem<'/MeterCapture/GetBooks'>;

export type UpstreamCaptureEntry = UpstreamItem<'/MeterCapture/GetItems'>;

export type UpstreamCaptureSave = UpstreamBody<'/MeterCapture/Save'>;

export type UpstreamCaptureAccess = NonNullable<UpstreamCaptureSave['Access']>;
export type UpstreamCaptureReason = NonNullable<UpstreamCaptureSave['Reason']>;

/** `Filter` of /MeterCapture/GetWalk (`002 §4`): 1 All, 2 Outstanding, 3 Completed, 4 Non-editable. */
export type UpstreamCaptureFilter = NonNullable<UpstreamBody<'/MeterCapture/GetWalk'>['Filter']>;

/** Error numbers of the capture calls the gateway turns into user errors. */
export const CAPTURE_STATUS = {
  belowPrevious: 71,
  outOfRange: 72,
  fileTypeNotAllowed: 73,
  fileTooLarge: 74,
  clockOverImplausible: 160,
  notEditable: 161,
  readAtInvalid: 162,
  readingRequired: 163,
} as const;

/** `/MeterCapture/GetBooks`: the open cycle and a page of its books. */
export async function getBooks(
  upstream: UpstreamClient,
  assignedToMe: boolean,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamCaptureBook> & { cycle: UpstreamCaptureCycle | null }> {
  const payload = await upstream.read('/MeterCapture/GetBooks', {
    AssignedToMe: assignedToMe,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { cycle: payload.cycle, total: payload.total, items: payload.items };
}

/** `/MeterCapture/GetWalks`: a page of the open cycle's walks, kept by assignee and a typed search (`Text`). */
export async function getWalks(
  upstream: UpstreamClient,
  filter: { assignedToMe: boolean; text: string | null },
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamCaptureWalk> & { cycle: UpstreamCaptureCycle | null }> {
  const payload = await upstream.read('/MeterCapture/GetWalks', {
    AssignedToMe: filter.assignedToMe,
    ...(filter.text === null ? {} : { Text: filter.text }),
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { cycle: payload.cycle, total: payload.total, items: payload.items };
}

/** `/MeterCapture/GetWalk`: the walk with its counts and a page of its entries kept by the filter. */
export async function getWalk(
  upstream: UpstreamClient,
  book: string,
  walk: number,
  filter: UpstreamCaptureFilter,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamCaptureEntry> & { walk: UpstreamCaptureWalk }> {
  const payload = await upstream.read('/MeterCapture/GetWalk', {
    Book: book,
    Walk: walk,
    Filter: filter,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { walk: payload.walk, total: payload.total, items: payload.items };
}

/** `/MeterCapture/GetItems`: entries by id (unknown ones and other readers' for field workers left out). */
export async function getEntries(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamCaptureEntry[]> {
  return (await upstream.read('/MeterCapture/GetItems', { Ids: ids })).items;
}

/** `/MeterCapture/Save`: the captured entry. */
export async function saveCapture(upstream: UpstreamClient, body: UpstreamCaptureSave): Promise<UpstreamCaptureEntry> {
  return (await upstream.post('/MeterCapture/Save', body)).item;
}

/** `/MeterCapture/UploadPhoto` (multipart `MeterId`, `Photo`): the entry with its photo. */
export async function uploadCapturePhoto(upstream: UpstreamClient, form: FormData): Promise<UpstreamCaptureEntry> {
  return (await upstream.upload('/MeterCapture/UploadPhoto', form)).item;
}

/** `/MeterCapture/Export`: a walk's completed entries become meter readings (office staff only). */
export async function exportWalk(upstream: UpstreamClient, book: string, walk: number): Promise<{ exported: number; walk: UpstreamCaptureWalk }> {
  const { exported, walk: item } = await upstream.post('/MeterCapture/Export', { Book: book, Walk: walk });
  return { exported, walk: item };
}
