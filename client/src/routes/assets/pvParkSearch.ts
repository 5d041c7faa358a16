import { PV_STATUSES } from './grades';
import { pageSizeOf } from '../../lib/paging';

type PvParkStatus = (typeof PV_STATUSES)[number];

/** The directory's filters as they live in the URL (`?q=limassol&status=OPERATING&size=50`). */
export interface PvParkSearch {
  text: string;
  status: PvParkStatus | null;
  pageSize: number;
}

export function readPvParkSearch(params: URLSearchParams): PvParkSearch {
  const status = params.get('status');
  return { text: (params.get('q') ?? '').slice(0, 100), status: PV_STATUSES.find((value) => value === status) ?? null, pageSize: pageSizeOf(params.get('size')) };
}

export function writePvParkSearch(search: PvParkSearch): string {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.status) params.set('status', search.status);
  if (search.pageSize !== 25) params.set('size', String(search.pageSize));
  return params.toString();
}
