import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** Counts of a walk or book (`utility-api/README.md`, Meter-reading capture). */
export interface UpstreamCaptureCounts {
  total: number;
  outstanding: number;
  completed: number;
  nonEditable: number;
}

export interface UpstreamCaptureCycle {
  cycleId: number;
  name: string;
  openedOn: string;
}

export interface UpstreamCaptureWalk extends UpstreamCaptureCounts {
  book: string;
  walk: number;
  assignedToId: number | null;
  assignedToName: string | null;
}

export interface UpstreamCaptureBook extends UpstreamCaptureCounts {
  book: string;
  walks: UpstreamCaptureWalk[];
}

export type UpstreamCaptureAccess = 'accessible' | 'noAccess' | 'dog' | 'locked' | 'obstructed' | 'unsafe';
export type UpstreamCaptureReason = 'regular' | 'reread' | 'final';

export interface UpstreamCaptureEntry {
  entryId: number;
  meterId: number;
  book: string;
  walk: number;
  sequence: number;
  meterRef: string;
  serialNo: string;
  dials: number;
  unit: 'm3' | 'kWh';
  address: string;
  connectionNumber: string;
  latitude: number;
  longitude: number;
  previousReading: number | null;
  previousReadAt: string | null;
  reading: number | null;
  readAt: string | null;
  reason: UpstreamCaptureReason | null;
  comment: string | null;
  clockedOver: boolean;
  consumption: number | null;
  access: UpstreamCaptureAccess | null;
  hasPhoto: boolean;
  status: 'outstanding' | 'completed' | 'nonEditable';
  editable: boolean;
  assignedToId: number | null;
}

/** `Filter` of /MeterCapture/GetWalk (`002 §4`): 1 All, 2 Outstanding, 3 Completed, 4 Non-editable. */
export type UpstreamCaptureFilter = 1 | 2 | 3 | 4;

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
  const payload = await upstream.read<UpstreamPage<UpstreamCaptureBook> & { cycle: UpstreamCaptureCycle | null }>('/MeterCapture/GetBooks', {
    AssignedToMe: assignedToMe,
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
  const payload = await upstream.read<UpstreamPage<UpstreamCaptureEntry> & { walk: UpstreamCaptureWalk }>('/MeterCapture/GetWalk', {
    Book: book,
    Walk: walk,
    Filter: filter,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { walk: payload.walk, total: payload.total, items: payload.items };
}

/** `/MeterCapture/GetItems`: entries by id (unknown ones and other readers' for field workers left out). */
export async function getEntries(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamCaptureEntry[]> {
  return (await upstream.read<{ items: UpstreamCaptureEntry[] }>('/MeterCapture/GetItems', { Ids: ids })).items;
}

export interface UpstreamCaptureSave {
  MeterId: number;
  Reading: number | null;
  ReadAt?: string;
  Reason: UpstreamCaptureReason;
  Comment: string | null;
  ClockedOver: boolean;
  Access: UpstreamCaptureAccess;
}

/** `/MeterCapture/Save`: the captured entry. */
export async function saveCapture(upstream: UpstreamClient, body: UpstreamCaptureSave): Promise<UpstreamCaptureEntry> {
  return (await upstream.post<{ item: UpstreamCaptureEntry }>('/MeterCapture/Save', body)).item;
}

/** `/MeterCapture/UploadPhoto` (multipart `MeterId`, `Photo`): the entry with its photo. */
export async function uploadCapturePhoto(upstream: UpstreamClient, form: FormData): Promise<UpstreamCaptureEntry> {
  return (await upstream.upload<{ item: UpstreamCaptureEntry }>('/MeterCapture/UploadPhoto', form)).item;
}

/** `/MeterCapture/Export`: a walk's completed entries become meter readings (office staff only). */
export async function exportWalk(upstream: UpstreamClient, book: string, walk: number): Promise<{ exported: number; walk: UpstreamCaptureWalk }> {
  const { exported, walk: item } = await upstream.post<{ exported: number; walk: UpstreamCaptureWalk }>('/MeterCapture/Export', { Book: book, Walk: walk });
  return { exported, walk: item };
}
