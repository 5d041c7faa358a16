import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** Types and calls of `utility-api/README.md` "Maintenance". */
export type UpstreamStep = 'registered' | 'assigned' | 'inProgress' | 'completed' | 'referred' | 'closed';
export type UpstreamOriginType = 'application' | 'investigation' | 'problemLog' | 'planned';

export interface UpstreamJobCard {
  jobCardId: number;
  number: string;
  originType: UpstreamOriginType;
  originId: number | null;
  stationId: number | null;
  elementId: number | null;
  elementTypeId: number | null;
  elementTypeName: string | null;
  startsAt: string;
  endsAt: string | null;
  plannedHours: number | null;
  actualHours: number;
  activityId: number | null;
  conditionId: number | null;
  complainTypeId: number | null;
  outcomeId: number | null;
  outcomeCode: string | null;
  description: string | null;
  step: UpstreamStep;
  workflowEmployeeId: number | null;
  workflowEmployeeName: string | null;
  createdOn: string;
  updatedOn: string;
}

export interface UpstreamLookup {
  id: number;
  code: string;
  name: string;
}

export interface UpstreamLookups {
  lookups: Record<'activity' | 'condition' | 'complainType' | 'outcome' | 'supportService' | 'problemType', UpstreamLookup[]>;
  steps: Array<{ step: UpstreamStep; forced: boolean; next: UpstreamStep[]; closable: boolean }>;
}

export interface UpstreamHistoryEntry {
  fromStep: UpstreamStep | null;
  toStep: UpstreamStep;
  employeeName: string | null;
  changedByName: string | null;
  changedOn: string;
  comment: string | null;
}

export interface UpstreamAllocations {
  jobCardId: number;
  manpower: Array<{ allocationId: number; employeeId: number; employeeName: string; workDate: string; hours: number; overtimeHours: number }>;
  supportServices: Array<{ allocationId: number; serviceId: number; serviceName: string; supplier: string; quantity: number; hours: number; cost: number }>;
  stores: Array<{ allocationId: number; stockItemId: number; code: string; name: string; unit: string; warehouseId: number; warehouseName: string; quantity: number; issuedAt: string }>;
}

export interface UpstreamInvestigation {
  investigationId: number;
  number: string;
  source: 'complaint' | 'application';
  applicationId: number | null;
  elementId: number | null;
  location: string;
  complainTypeId: number;
  findings: string | null;
  status: 'open' | 'closed';
  reportedOn: string;
  createdByName: string | null;
  jobCardCount: number;
  updatedOn: string;
}

export interface UpstreamProblemLog {
  problemLogId: number;
  number: string;
  elementId: number;
  reportedOn: string;
  reportedByName: string | null;
  problemTypeId: number;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  description: string;
  status: 'open' | 'closed';
  jobCardCount: number;
  updatedOn: string;
}

const paging = (page: number, pageSize: number) => ({ Options: { Page: page, PageSize: pageSize } });

export async function getLookups(upstream: UpstreamClient): Promise<UpstreamLookups> {
  const { lookups, steps } = await upstream.read<UpstreamLookups>('/JobCard/GetLookups');
  return { lookups, steps };
}

export async function getJobCardList(upstream: UpstreamClient, filter: object, page: number, pageSize: number): Promise<UpstreamPage<UpstreamJobCard>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamJobCard>>('/JobCard/GetList', { ...filter, ...paging(page, pageSize) });
  return { total, items };
}

export async function getJobCards(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamJobCard[]> {
  return (await upstream.read<{ items: UpstreamJobCard[] }>('/JobCard/GetItems', { Ids: ids })).items;
}

export async function getHistory(upstream: UpstreamClient, jobCardId: number): Promise<UpstreamHistoryEntry[]> {
  return (await upstream.read<{ items: UpstreamHistoryEntry[] }>('/JobCard/GetHistory', { JobCardId: jobCardId })).items;
}

export async function getAllocations(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamAllocations[]> {
  return (await upstream.read<{ items: UpstreamAllocations[] }>('/JobCard/GetAllocations', { Ids: ids })).items;
}

/** A job card call that changes it: the card (and, for allocation calls, its allocations). */
export async function changeJobCard(upstream: UpstreamClient, path: string, body: object): Promise<{ item: UpstreamJobCard; allocations?: UpstreamAllocations }> {
  const { item, allocations } = await upstream.post<{ item: UpstreamJobCard; allocations?: UpstreamAllocations }>(path, body);
  return allocations === undefined ? { item } : { item, allocations };
}

export async function getInvestigationList(upstream: UpstreamClient, filter: object, page: number, pageSize: number): Promise<UpstreamPage<UpstreamInvestigation>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamInvestigation>>('/Investigation/GetList', { ...filter, ...paging(page, pageSize) });
  return { total, items };
}

export async function getInvestigations(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamInvestigation[]> {
  return (await upstream.read<{ items: UpstreamInvestigation[] }>('/Investigation/GetItems', { Ids: ids })).items;
}

export async function saveInvestigation(upstream: UpstreamClient, body: object): Promise<UpstreamInvestigation> {
  return (await upstream.post<{ item: UpstreamInvestigation }>('/Investigation/Save', body)).item;
}

export async function getProblemLogList(upstream: UpstreamClient, filter: object, page: number, pageSize: number): Promise<UpstreamPage<UpstreamProblemLog>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamProblemLog>>('/ProblemLog/GetList', { ...filter, ...paging(page, pageSize) });
  return { total, items };
}

export async function getProblemLogs(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamProblemLog[]> {
  return (await upstream.read<{ items: UpstreamProblemLog[] }>('/ProblemLog/GetItems', { Ids: ids })).items;
}

export async function saveProblemLog(upstream: UpstreamClient, body: object): Promise<UpstreamProblemLog> {
  return (await upstream.post<{ item: UpstreamProblemLog }>('/ProblemLog/Save', body)).item;
}
