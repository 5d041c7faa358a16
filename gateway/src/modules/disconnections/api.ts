import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** An order of `/Disconnection/GetList` (`utility-api/README.md` "Disconnections"). */
export interface UpstreamDisconnection {
  disconnectionId: number;
  batchId: number;
  batchNumber: string;
  billingGroup: string;
  project: string;
  status: string;
  accountId: number;
  accountKey: string;
  book: string | null;
  propertyNo: string;
  debtCaseId: number;
  caseNumber: string;
  customerId: number;
  customerName: string;
  address: string;
  meterId: number | null;
  meterRef: string | null;
  serialNo: string | null;
  dials: number | null;
  previousReading: number;
  lastPaymentDate: string | null;
  finalReading: number | null;
  finalReadingDate: string | null;
  clockOver: boolean;
  comment: string | null;
  balance: number;
  underInvestigation: boolean;
  investigationReason: string | null;
  reconnectedOn: string | null;
}

export interface UpstreamDisconnectionBatch {
  batchId: number;
  batchNumber: string;
  billingGroup: string;
  project: string;
  createdOn: string;
  orders: number;
  pending: number;
}

export interface DisconnectionListFilter {
  BillingGroup?: string;
  BatchId?: number;
  Status?: string;
  Book?: string;
  UnderInvestigation?: boolean;
  Text?: string;
}

export async function getDisconnections(upstream: UpstreamClient, filter: DisconnectionListFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamDisconnection>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamDisconnection>>('/Disconnection/GetList', { ...filter, Options: { PageSize: pageSize, Page: page, Total: 0 } });
  return { total, items };
}

export async function getDisconnectionsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamDisconnection[]> {
  return (await upstream.read<{ items: UpstreamDisconnection[] }>('/Disconnection/GetItems', { Ids: ids })).items;
}

export async function getDisconnectionBatches(upstream: UpstreamClient, billingGroup?: string): Promise<{ items: UpstreamDisconnectionBatch[]; billingGroups: string[] }> {
  const { items, billingGroups } = await upstream.read<{ items: UpstreamDisconnectionBatch[]; billingGroups: string[] }>('/Disconnection/GetBatches', billingGroup ? { BillingGroup: billingGroup } : {});
  return { items, billingGroups };
}

export interface SaveDisconnectionBody {
  DisconnectionId: number;
  FinalReading: number | null;
  FinalReadingDate?: string;
  ClockOver: boolean;
  Comment: string | null;
}

/** The three changes of an order; each answers the order as it now is. */
export async function changeDisconnection(upstream: UpstreamClient, path: '/Disconnection/Save' | '/Disconnection/SetInvestigation' | '/Disconnection/Reconnect', body: object): Promise<UpstreamDisconnection> {
  return (await upstream.post<{ item: UpstreamDisconnection }>(path, body)).item;
}
