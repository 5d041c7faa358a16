import { perRequest } from '../../batching.ts';
import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** An order of `/Disconnection/GetList` (`utility-api/README.md` "Disconnections"). */
export type UpstreamDisconnection = UpstreamItem<'/Disconnection/GetList'>;

export type UpstreamDisconnectionBatch = UpstreamItem<'/Disconnection/GetBatches'>;

/** The list's filter as the resolvers build it: the status code mapped from the schema's enum, as a string. */
export interface DisconnectionListFilter {
  BillingGroup?: string;
  BatchId?: number;
  Status?: string;
  Book?: string;
  UnderInvestigation?: boolean;
  Text?: string;
  Sort?: string;
  Descending?: boolean;
}

export async function getDisconnections(upstream: UpstreamClient, filter: DisconnectionListFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamDisconnection>> {
  const { total, items } = await upstream.read('/Disconnection/GetList', { ...(filter as Omit<UpstreamBody<'/Disconnection/GetList'>, 'Options'>), Options: { PageSize: pageSize, Page: page, Total: 0 } });
  return { total, items };
}

export async function getDisconnectionsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamDisconnection[]> {
  return (await upstream.read('/Disconnection/GetItems', { Ids: ids })).items;
}

export async function getDisconnectionBatches(upstream: UpstreamClient, billingGroup?: string): Promise<{ items: UpstreamDisconnectionBatch[]; billingGroups: string[] }> {
  const { items, billingGroups } = await upstream.read('/Disconnection/GetBatches', billingGroup ? { BillingGroup: billingGroup } : {});
  return { items, billingGroups };
}

/** Every batch and billing group, read once per request: the work list's filters show both from one answer. */
export const allDisconnectionBatchesOf = perRequest((ctx) => getDisconnectionBatches(ctx.upstream));

/** The three changes of an order; each answers the order as it now is. */
type DisconnectionChange = '/Disconnection/Save' | '/Disconnection/SetInvestigation' | '/Disconnection/Reconnect';

export async function changeDisconnection<P extends DisconnectionChange>(
  upstream: UpstreamClient,
  path: P,
  body: UpstreamBody<P>,
): Promise<UpstreamDisconnection> {
  const answer: UpstreamPayload<DisconnectionChange> = await upstream.post(path, body);
  return answer.item;
}
