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

/** The `Application` type of the schema, except `id`, `messages` and `attachments`, which have resolvers. */
export interface ApplicationModel {
  __typename: 'Application';
  portalApplicationId: number;
  applicationType: number;
  name: string;
  status: ApplicationStatus;
  updatedOn: string;
  unreadMessageCount: number;
  customerName: string;
  assignedEmployee: string | null;
  assignedToMe: boolean;
}

export function toApplicationModel(item: UpstreamApplication): ApplicationModel {
  return {
    __typename: 'Application',
    portalApplicationId: item.portalApplicationId,
    applicationType: item.applicationType,
    name: item.name,
    status: APPLICATION_STATUSES[item.status] ?? 'UNKNOWN',
    updatedOn: item.updatedOn,
    unreadMessageCount: item.unreadMessages,
    customerName: item.customerName,
    assignedEmployee: item.assignedEmployee,
    assignedToMe: item.assignedToMe,
  };
}

export function statusNumber(status: ApplicationStatus | null | undefined): number | undefined {
  return status === null || status === undefined ? undefined : APPLICATION_STATUSES.indexOf(status);
}
