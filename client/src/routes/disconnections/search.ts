import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';

export const DISCONNECTION_STATUSES = ['PENDING', 'DISCONNECTED', 'RECONNECTED', 'CANCELLED'] as const;
type DisconnectionStatusValue = (typeof DISCONNECTION_STATUSES)[number];
/** The columns the work list sorts by (the gateway's `DisconnectionSortField`). */
export const DISCONNECTION_SORTS = ['ACCOUNT', 'CUSTOMER', 'ADDRESS', 'METER', 'BOOK', 'BATCH', 'LAST_PAYMENT', 'BALANCE', 'STATUS'] as const;

/** The list filters, sort and page size as they live in the URL (`?group=BG10&batch=3&status=PENDING&book=B12&inv=1&q=…&sort=BALANCE&desc=1&size=50`). */
export interface DisconnectionSearch {
  billingGroup: string | null;
  batchId: number | null;
  status: DisconnectionStatusValue | null;
  book: string | null;
  /** true: only under investigation; false: only not; null: both. */
  underInvestigation: boolean | null;
  text: string | null;
  view: ListView<(typeof DISCONNECTION_SORTS)[number]>;
}

const short = (value: string | null, limit: number) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, limit);
};

export function readDisconnectionSearch(params: URLSearchParams): DisconnectionSearch {
  const batch = Number(params.get('batch'));
  const inv = params.get('inv');
  return {
    billingGroup: short(params.get('group'), 20),
    batchId: Number.isSafeInteger(batch) && batch > 0 ? batch : null,
    status: DISCONNECTION_STATUSES.find((status) => status === params.get('status')) ?? null,
    book: short(params.get('book'), 20),
    underInvestigation: inv === '1' ? true : inv === '0' ? false : null,
    text: short(params.get('q'), 100),
    view: readListView(params, DISCONNECTION_SORTS),
  };
}

export function writeDisconnectionSearch(search: DisconnectionSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.billingGroup) params.set('group', search.billingGroup);
  if (search.batchId) params.set('batch', String(search.batchId));
  if (search.status) params.set('status', search.status);
  if (search.book) params.set('book', search.book);
  if (search.underInvestigation !== null) params.set('inv', search.underInvestigation ? '1' : '0');
  if (search.text) params.set('q', search.text);
  return writeListView(params, search.view);
}

/** The work list query's variables of a search. */
export const disconnectionVariables = (search: DisconnectionSearch) => ({ filter: disconnectionFilter(search), count: search.view.pageSize, sort: sortArgument(search.view) });

/** The `disconnections` filter of a search. */
function disconnectionFilter(search: DisconnectionSearch) {
  return {
    billingGroup: search.billingGroup,
    batchId: search.batchId,
    status: search.status,
    book: search.book,
    underInvestigation: search.underInvestigation,
    text: search.text,
  };
}

export const disconnectionPaths = {
  list: (params?: URLSearchParams) => (params && params.size > 0 ? `/disconnections?${params.toString()}` : '/disconnections'),
  detail: (id: string) => `/disconnections/${encodeURIComponent(id)}`,
};
