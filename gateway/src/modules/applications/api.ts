import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** An application item (`utility-api/README.md`, Applications, messages and attachments). */
export type UpstreamApplication = UpstreamItem<'/Application/GetItems'>;

/** `/Application/GetItems`: one page of the applications the viewer may see. */
export async function getApplications(
  upstream: UpstreamClient,
  filter: { status: number | undefined; assignedToMe: boolean | undefined },
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamApplication>> {
  const payload = await upstream.read('/Application/GetItems', {
    Options: { PageSize: pageSize, Page: page, Total: 0 },
    Status: filter.status,
    AssignedToMe: filter.assignedToMe,
  });
  return { total: payload.total, items: payload.items };
}

/** `/Application/GetItems` with `Ids`: the ones the viewer may see; the others are left out. */
export async function getApplicationsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamApplication[]> {
  return (await upstream.read('/Application/GetItems', { Ids: ids })).items;
}

