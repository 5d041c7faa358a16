import { PV_STATUSES } from './grades';
import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';

/** The columns the directory sorts by (the gateway's `PvParkSortField`). */
const PV_PARK_SORTS = ['NAME', 'OPERATOR', 'CAPACITY', 'VOLTAGE', 'TOWN', 'STATUS', 'COMMISSIONED_ON'] as const;

type PvParkStatus = (typeof PV_STATUSES)[number];

/** The directory's filters, sort and page size as they live in the URL (`?q=limassol&status=OPERATING&sort=CAPACITY&desc=1&size=50`). */
export interface PvParkSearch extends ListView<(typeof PV_PARK_SORTS)[number]> {
  text: string;
  status: PvParkStatus | null;
}

export function readPvParkSearch(params: URLSearchParams): PvParkSearch {
  const status = params.get('status');
  return { text: (params.get('q') ?? '').slice(0, 100), status: PV_STATUSES.find((value) => value === status) ?? null, ...readListView(params, PV_PARK_SORTS) };
}

export function writePvParkSearch(search: PvParkSearch): string {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.status) params.set('status', search.status);
  return writeListView(params, search).toString();
}

/** The directory query's variables of a search. */
export const pvParkVariables = (search: PvParkSearch) => ({ count: search.pageSize, text: search.text.trim() || null, status: search.status, sort: sortArgument(search) });
