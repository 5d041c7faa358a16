import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** An application item (`utility-api/README.md`, Applications, messages and attachments). */
export interface UpstreamApplication {
  portalApplicationId: number;
  applicationType: number;
  /** Localized type name (utility-api README "Work queues"), null outside the catalogue. */
  typeName?: string | null;
  /** 1 customer-service queue, 2 maintenance queue. */
  kind?: number;
  name: string;
  status: number;
  updatedOn: string;
  unreadMessages: number;
  customerName: string;
  /** `customers.id` of the applicant, for employees' enquiries. */
  customerId?: number | null;
  /** A visitor's new customer application: its wizard id (utility-api README "Work queues"). */
  newCustomerApplicationId?: number | null;
  assignedEmployee: string | null;
  assignedEmployeeId?: number | null;
  assignedToMe: boolean;
}

/** `/Application/GetItems`: one page of the applications the viewer may see. */
export async function getApplications(
  upstream: UpstreamClient,
  filter: { status: number | undefined; assignedToMe: boolean | undefined },
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamApplication>> {
  const payload = await upstream.read<{ total: number; items: UpstreamApplication[] }>('/Application/GetItems', {
    Options: { PageSize: pageSize, Page: page, Total: 0 },
    Status: filter.status,
    AssignedToMe: filter.assignedToMe,
  });
  return { total: payload.total, items: payload.items };
}

/** `/Application/GetItems` with `Ids`: the ones the viewer may see; the others are left out. */
export async function getApplicationsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamApplication[]> {
  return (await upstream.read<{ items: UpstreamApplication[] }>('/Application/GetItems', { Ids: ids })).items;
}

