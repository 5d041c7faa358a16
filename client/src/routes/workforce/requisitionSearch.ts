import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';
import { REQUISITION_STATUSES } from './requisitionStatuses';

/** The columns store requisitions sort by (the gateway's `StoreRequisitionSortField`). */
export const REQUISITION_SORTS = ['NUMBER', 'STATUS', 'WAREHOUSE', 'JOB_CARD', 'LINES', 'REQUESTED_BY', 'UPDATED_AT'] as const;

/** The list's status filter, sort and page size as they live in the URL (`?status=SUBMITTED&sort=UPDATED_AT&desc=1&size=50`). */
export interface RequisitionSearch {
  status: (typeof REQUISITION_STATUSES)[number] | null;
  view: ListView<(typeof REQUISITION_SORTS)[number]>;
}

export function readRequisitionSearch(params: URLSearchParams): RequisitionSearch {
  return { status: REQUISITION_STATUSES.find((status) => status === params.get('status')) ?? null, view: readListView(params, REQUISITION_SORTS) };
}

/** The list's path for a search. */
export function requisitionsPath(search: RequisitionSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  writeListView(params, search.view);
  return params.size > 0 ? `/storeRequisitions?${params}` : '/storeRequisitions';
}

/** The list query's variables of a search. */
export const requisitionVariables = (search: RequisitionSearch) => ({ status: search.status, count: search.view.pageSize, sort: sortArgument(search.view) });
