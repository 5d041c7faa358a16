import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import type { UpstreamApplication } from '../applications/api.ts';

/** Upstream queue numbers (utility-api README "Work queues"). */
export type UpstreamKind = NonNullable<UpstreamBody<'/Application/GetItems'>['Kind']>;

/** The employee filters of `/Application/GetItems` (utility-api README "Work queues"). */
export interface QueueFilter {
  kind: UpstreamKind;
  status?: number | undefined;
  type?: number | undefined;
  assignedToMe?: boolean | undefined;
  hasUnread?: boolean | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  stages?: UpstreamBody<'/Application/GetItems'>['Stages'];
  Sort?: string;
  Descending?: boolean;
}

export type UpstreamApplicationType = UpstreamItem<'/Application/GetTypes'>;

export type UpstreamStatusChange = UpstreamItem<'/Application/GetStatusHistory'>;

export type UpstreamEmployee = UpstreamItem<'/Employee/GetItems'>;

/** `/Application/GetItems` of one work queue, most recently updated first unless sorted. */
export async function getQueuePage(upstream: UpstreamClient, filter: QueueFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamApplication>> {
  const payload = await upstream.read('/Application/GetItems', {
    Options: { PageSize: pageSize, Page: page, Total: 0 },
    Kind: filter.kind,
    Status: filter.status,
    Type: filter.type,
    AssignedToMe: filter.assignedToMe,
    HasUnread: filter.hasUnread,
    DateFrom: filter.dateFrom,
    DateTo: filter.dateTo,
    Stages: filter.stages,
    Sort: filter.Sort as UpstreamBody<'/Application/GetItems'>['Sort'],
    Descending: filter.Descending,
  });
  return { total: payload.total, items: payload.items };
}

export async function getApplicationTypes(upstream: UpstreamClient, kind: UpstreamKind): Promise<UpstreamApplicationType[]> {
  return (await upstream.read('/Application/GetTypes', { Kind: kind })).items;
}

export async function getQueueEmployees(upstream: UpstreamClient, kind: UpstreamKind, pageSize: number): Promise<UpstreamEmployee[]> {
  return (await upstream.read('/Employee/GetItems', { Kind: kind, Options: { PageSize: pageSize } })).items;
}

/** `/Application/GetQueueCounts`: one item per queue the employee's flags open. */
export type UpstreamQueueCounts = UpstreamItem<'/Application/GetQueueCounts'>;

export async function getQueueCounts(upstream: UpstreamClient): Promise<UpstreamQueueCounts[]> {
  return (await upstream.read('/Application/GetQueueCounts')).items;
}

export async function getStatusHistory(upstream: UpstreamClient, applicationId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamStatusChange>> {
  const payload = await upstream.read('/Application/GetStatusHistory', {
    ApplicationId: applicationId,
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Application/Assign`: `employee` 'me', an employee id, or null to unassign. */
export async function assignApplication(upstream: UpstreamClient, applicationId: number, employee: 'me' | number | null): Promise<UpstreamApplication> {
  const body = employee === 'me' ? { ApplicationId: applicationId, AssignToMe: true } : { ApplicationId: applicationId, EmployeeId: employee };
  return (await upstream.post('/Application/Assign', body)).item;
}

export async function changeApplicationStatus(upstream: UpstreamClient, applicationId: number, status: number, comment: string | undefined): Promise<UpstreamApplication> {
  return (await upstream.post('/Application/ChangeStatus', { ApplicationId: applicationId, Status: status, Comment: comment })).item;
}

export type UpstreamNewCustomerDetails = UpstreamPayload<'/Application/GetNewCustomerDetails'>['item'];

/** `/Application/GetNewCustomerDetails`: what a visitor sent with a new customer application. */
/** `/Application/GetRequest`: what the customer asked for, or null when nothing was recorded. */
export async function getApplicationRequest(upstream: UpstreamClient, applicationId: number) {
  return (await upstream.read('/Application/GetRequest', { ApplicationId: applicationId })).item;
}

export async function getNewCustomerDetails(upstream: UpstreamClient, applicationId: number): Promise<UpstreamNewCustomerDetails> {
  return (await upstream.read('/Application/GetNewCustomerDetails', { ApplicationId: applicationId })).item;
}
