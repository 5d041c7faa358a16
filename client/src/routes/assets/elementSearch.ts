import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';

/** The columns the element list sorts by (the gateway's `ElementSortField`). */
const ELEMENT_SORTS = ['CODE', 'NAME', 'TYPE', 'STATION', 'TOWN', 'STATUS'] as const;

/** The element list's filters, sort and page size as they live in the URL (`?q=valve&type=6&station=<Element id>&sort=TOWN&size=50`). */
export interface ElementSearch extends ListView<(typeof ELEMENT_SORTS)[number]> {
  text: string;
  typeId: number | null;
  stationId: string | null;
}

export function readElementSearch(params: URLSearchParams): ElementSearch {
  const type = Number(params.get('type'));
  return {
    text: (params.get('q') ?? '').slice(0, 100),
    typeId: Number.isSafeInteger(type) && type > 0 ? type : null,
    stationId: params.get('station') || null,
    ...readListView(params, ELEMENT_SORTS),
  };
}

export function writeElementSearch(search: ElementSearch): string {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.typeId) params.set('type', String(search.typeId));
  if (search.stationId) params.set('station', search.stationId);
  return writeListView(params, search).toString();
}

export function elementVariables(search: ElementSearch) {
  return {
    count: search.pageSize,
    text: search.text.trim() || null,
    typeIds: search.typeId ? [search.typeId] : null,
    stationId: search.stationId,
    sort: sortArgument(search),
  };
}
