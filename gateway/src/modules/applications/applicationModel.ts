import type { UpstreamApplication } from './api.ts';

/** Upstream status numbers, in order (`002 §4`), as schema enum values. */
export const APPLICATION_STATUSES = [
  'UNKNOWN',
  'NEW',
  'IN_PROCESS',
  'POSTED',
  'CANCELLED',
  'READY_FOR_EXPORT',
  'EXPORTED',
  'DRAFT',
  'SUSPENDED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Work queues by upstream `kind` number (utility-api README "Work queues"), as schema enum values. */
const WORK_QUEUE_KINDS = { 1: 'CUSTOMER_SERVICE', 2: 'MAINTENANCE' } as const;
export type WorkQueueKind = (typeof WORK_QUEUE_KINDS)[keyof typeof WORK_QUEUE_KINDS];

/** The `Application` type of the schema, except `id`, `messages` and `attachments`, which have resolvers. */
export interface ApplicationModel {
  __typename: 'Application';
  portalApplicationId: number;
  applicationType: number;
  typeName: string | null;
  kind: WorkQueueKind;
  name: string;
  status: ApplicationStatus;
  updatedOn: string;
  unreadMessageCount: number;
  customerName: string;
  customerId: number | null;
  newCustomerApplicationId: number | null;
  assignedEmployee: string | null;
  assignedEmployeeId: number | null;
  assignedToMe: boolean;
  /** A family application's stage as the utility lists it, else null (docs/applicationFamilies.md). */
  familyStage: string | null;
  /** The statuses the utility accepts next (utility-api README "Work queues"); the schema field checks the queue. */
  allowedStatusChanges: ApplicationStatus[];
}

export function toApplicationModel(item: UpstreamApplication): ApplicationModel {
  return {
    __typename: 'Application',
    portalApplicationId: item.portalApplicationId,
    applicationType: item.applicationType,
    typeName: item.typeName ?? null,
    kind: item.kind === 2 ? WORK_QUEUE_KINDS[2] : WORK_QUEUE_KINDS[1],
    name: item.name,
    status: APPLICATION_STATUSES[item.status] ?? 'UNKNOWN',
    updatedOn: item.updatedOn,
    unreadMessageCount: item.unreadMessages,
    customerName: item.customerName,
    customerId: item.customerId ?? null,
    newCustomerApplicationId: item.newCustomerApplicationId ?? null,
    assignedEmployee: item.assignedEmployee,
    assignedEmployeeId: item.assignedEmployeeId ?? null,
    assignedToMe: item.assignedToMe,
    familyStage: item.familyStage ?? null,
    allowedStatusChanges: item.allowedStatuses.flatMap((status) => APPLICATION_STATUSES[status] ?? []),
  };
}

export function statusNumber(status: ApplicationStatus | null | undefined): number | undefined {
  return status === null || status === undefined ? undefined : APPLICATION_STATUSES.indexOf(status);
}
