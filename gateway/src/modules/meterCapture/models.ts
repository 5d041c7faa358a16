import { toGlobalId } from '../../relay/globalId.ts';
import { toUnit, type MeterUnit } from '../readings/models.ts';
import type { UpstreamCaptureAccess, UpstreamCaptureBook, UpstreamCaptureEntry, UpstreamCaptureFilter, UpstreamCaptureReason, UpstreamCaptureWalk } from './api.ts';

export type MeterCaptureFilter = 'ALL' | 'OUTSTANDING' | 'COMPLETED' | 'NON_EDITABLE';
export type MeterAccess = 'ACCESSIBLE' | 'NO_ACCESS' | 'DOG' | 'LOCKED' | 'OBSTRUCTED' | 'UNSAFE';
export type MeterCaptureReason = 'REGULAR' | 'REREAD' | 'FINAL';

export const FILTERS: Record<MeterCaptureFilter, UpstreamCaptureFilter> = { ALL: 1, OUTSTANDING: 2, COMPLETED: 3, NON_EDITABLE: 4 };
const ACCESS: Record<UpstreamCaptureAccess, MeterAccess> = {
  accessible: 'ACCESSIBLE',
  noAccess: 'NO_ACCESS',
  dog: 'DOG',
  locked: 'LOCKED',
  obstructed: 'OBSTRUCTED',
  unsafe: 'UNSAFE',
};
const STATUS = { outstanding: 'OUTSTANDING', completed: 'COMPLETED', nonEditable: 'NON_EDITABLE' } as const;

export function toUpstreamAccess(access: MeterAccess): UpstreamCaptureAccess {
  const found = (Object.entries(ACCESS) as Array<[UpstreamCaptureAccess, MeterAccess]>).find(([, value]) => value === access);
  return found?.[0] ?? 'accessible';
}

export function toUpstreamReason(reason: MeterCaptureReason): UpstreamCaptureReason {
  return reason.toLowerCase() as UpstreamCaptureReason;
}

interface Counts {
  totalCount: number;
  outstandingCount: number;
  completedCount: number;
  nonEditableCount: number;
}

const countsOf = (item: { total: number; outstanding: number; completed: number; nonEditable: number }): Counts => ({
  totalCount: item.total,
  outstandingCount: item.outstanding,
  completedCount: item.completed,
  nonEditableCount: item.nonEditable,
});

/** The `MeterCaptureWalk` type, except `entries`. */
export interface MeterCaptureWalkModel extends Counts {
  __typename: 'MeterCaptureWalk';
  id: string;
  book: string;
  walk: number;
  assignedTo: string | null;
}

export interface MeterCaptureBookModel extends Counts {
  book: string;
  walks: MeterCaptureWalkModel[];
}

/** The `MeterCaptureEntry` type. */
export interface MeterCaptureEntryModel {
  __typename: 'MeterCaptureEntry';
  id: string;
  entryId: number;
  upstreamMeterId: number;
  meterId: string;
  book: string;
  walk: number;
  sequence: number;
  meterRef: string;
  serialNo: string;
  dials: number;
  maxReading: number;
  unit: MeterUnit;
  address: string;
  connectionNumber: string;
  latitude: number;
  longitude: number;
  previousReading: number | null;
  previousReadAt: string | null;
  reading: number | null;
  readAt: string | null;
  reason: MeterCaptureReason | null;
  comment: string | null;
  clockedOver: boolean;
  consumption: number | null;
  access: MeterAccess | null;
  hasPhoto: boolean;
  status: (typeof STATUS)[keyof typeof STATUS];
  editable: boolean;
}

/** The key of a walk's global id: `book:walk` (books hold no colon, the walk is the part after the last one). */
export function walkKey(book: string, walk: number): string {
  return `${book}:${walk}`;
}

export function parseWalkKey(key: string): { book: string; walk: number } | undefined {
  const separator = key.lastIndexOf(':');
  const walk = Number(key.slice(separator + 1));
  if (separator <= 0 || !Number.isSafeInteger(walk) || walk < 1) return undefined;
  return { book: key.slice(0, separator), walk };
}

export function toWalkModel(walk: UpstreamCaptureWalk): MeterCaptureWalkModel {
  return {
    __typename: 'MeterCaptureWalk',
    id: toGlobalId('MeterCaptureWalk', walkKey(walk.book, walk.walk)),
    book: walk.book,
    walk: walk.walk,
    assignedTo: walk.assignedToName,
    ...countsOf(walk),
  };
}

export function toBookModel(book: UpstreamCaptureBook): MeterCaptureBookModel {
  return { book: book.book, walks: book.walks.map(toWalkModel), ...countsOf(book) };
}

export function toEntryModel(entry: UpstreamCaptureEntry): MeterCaptureEntryModel {
  return {
    __typename: 'MeterCaptureEntry',
    id: toGlobalId('MeterCaptureEntry', String(entry.entryId)),
    entryId: entry.entryId,
    upstreamMeterId: entry.meterId,
    meterId: toGlobalId('Meter', String(entry.meterId)),
    book: entry.book,
    walk: entry.walk,
    sequence: entry.sequence,
    meterRef: entry.meterRef,
    serialNo: entry.serialNo,
    dials: entry.dials,
    maxReading: 10 ** entry.dials - 1,
    unit: toUnit(entry.unit),
    address: entry.address,
    connectionNumber: entry.connectionNumber,
    latitude: entry.latitude,
    longitude: entry.longitude,
    previousReading: entry.previousReading,
    previousReadAt: entry.previousReadAt,
    reading: entry.reading,
    readAt: entry.readAt,
    reason: entry.reason === null ? null : (entry.reason.toUpperCase() as MeterCaptureReason),
    comment: entry.comment,
    clockedOver: entry.clockedOver,
    consumption: entry.consumption,
    access: entry.access === null ? null : ACCESS[entry.access],
    hasPhoto: entry.hasPhoto,
    status: STATUS[entry.status],
    editable: entry.editable,
  };
}
