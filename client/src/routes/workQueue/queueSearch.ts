import { APPLICATION_STATUSES, type ApplicationStatus } from '../../lib/applicationStatuses';
import type { WorkQueueKind } from '../../lib/workQueues';
import { APPLICATION_STAGES, type ApplicationStage } from '../../../../shared/applicationForms/stages';
import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';

/** The columns a queue sorts by (the gateway's `WorkQueueSortField`). */
export const QUEUE_SORTS = ['NAME', 'TYPE', 'CUSTOMER', 'STATUS', 'UPDATED_ON', 'ASSIGNED'] as const;

/** The queue filters, sort and page size as they live in the URL (`?status=NEW&type=2&stage=PAID&from=2026-01-01&to=…&mine=1&unread=1&sort=CUSTOMER&size=50`). */
export interface QueueSearch {
  status: ApplicationStatus | null;
  applicationType: number | null;
  /** A family application's stage (docs/applicationFamilies.md); only the customer-service queue has them. */
  stage?: ApplicationStage | null;
  updatedFrom: string | null;
  updatedTo: string | null;
  assignedToMe: boolean;
  unreadOnly: boolean;
  view: ListView<(typeof QUEUE_SORTS)[number]>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day YYYY-MM-DD, else null (a hand-edited URL must not break the screen). */
function validDay(value: string | null | undefined): string | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export function readQueueSearch(params: URLSearchParams): QueueSearch {
  const status = params.get('status');
  const stage = params.get('stage');
  const type = Number(params.get('type'));
  let updatedFrom = validDay(params.get('from'));
  let updatedTo = validDay(params.get('to'));
  // A reversed range from a hand-edited URL is dropped rather than refused by the gateway.
  if (updatedFrom && updatedTo && updatedTo < updatedFrom) [updatedFrom, updatedTo] = [null, null];
  return {
    status: APPLICATION_STATUSES.find((known) => known === status) ?? null,
    applicationType: Number.isSafeInteger(type) && type > 0 ? type : null,
    stage: APPLICATION_STAGES.find((known) => known === stage) ?? null,
    updatedFrom,
    updatedTo,
    assignedToMe: params.get('mine') === '1',
    unreadOnly: params.get('unread') === '1',
    view: readListView(params, QUEUE_SORTS),
  };
}

/** The URL of a queue search; without a `view`, the queue's usual order and page size. */
export function writeQueueSearch(search: Omit<QueueSearch, 'view'> & { view?: QueueSearch['view'] }): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.applicationType) params.set('type', String(search.applicationType));
  if (search.stage) params.set('stage', search.stage);
  if (search.updatedFrom) params.set('from', search.updatedFrom);
  if (search.updatedTo) params.set('to', search.updatedTo);
  if (search.assignedToMe) params.set('mine', '1');
  if (search.unreadOnly) params.set('unread', '1');
  return search.view ? writeListView(params, search.view) : params;
}

/** The `workQueue` query variables of a search. */
export function queueVariables(kind: WorkQueueKind, search: QueueSearch) {
  return {
    kind,
    count: search.view.pageSize,
    sort: sortArgument(search.view),
    filter: {
      status: search.status,
      applicationType: search.applicationType,
      stages: search.stage && kind === 'CUSTOMER_SERVICE' ? [search.stage] : null,
      updatedFrom: search.updatedFrom,
      updatedTo: search.updatedTo,
      assignedToMe: search.assignedToMe || null,
      unreadOnly: search.unreadOnly || null,
    },
  };
}
