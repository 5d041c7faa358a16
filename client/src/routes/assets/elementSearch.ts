import { pageSizeOf } from '../../lib/paging';

/** The element list's filters as they live in the URL (`?q=valve&type=6&station=<Element id>&size=50`). */
export interface ElementSearch {
  text: string;
  typeId: number | null;
  stationId: string | null;
  pageSize: number;
}

export function readElementSearch(params: URLSearchParams): ElementSearch {
  const type = Number(params.get('type'));
  return {
    text: (params.get('q') ?? '').slice(0, 100),
    typeId: Number.isSafeInteger(type) && type > 0 ? type : null,
    stationId: params.get('station') || null,
    pageSize: pageSizeOf(params.get('size')),
  };
}

export function writeElementSearch(search: ElementSearch): string {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.typeId) params.set('type', String(search.typeId));
  if (search.stationId) params.set('station', search.stationId);
  if (search.pageSize !== 25) params.set('size', String(search.pageSize));
  return params.toString();
}

export function elementVariables(search: ElementSearch) {
  return {
    count: search.pageSize,
    text: search.text.trim() || null,
    typeIds: search.typeId ? [search.typeId] : null,
    stationId: search.stationId,
  };
}
