import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamData, UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** Types and calls of `utility-api/README.md` "Maintenance". */
export type UpstreamJobCard = UpstreamItem<'/JobCard/GetItems'>;

export type UpstreamLookups = UpstreamData<'/JobCard/GetLookups'>;
export type UpstreamLookup = UpstreamLookups['lookups']['activity'][number];

export type UpstreamHistoryEntry = UpstreamItem<'/JobCard/GetHistory'>;

export type UpstreamAllocations = UpstreamItem<'/JobCard/GetAllocations'>;

export type UpstreamInvestigation = UpstreamItem<'/Investigation/GetItems'>;

export type UpstreamProblemLog = UpstreamItem<'/ProblemLog/GetItems'>;

/** The calls that change a job card and answer it (allocation calls with its allocations). */
type JobCardChange =
  | '/JobCard/Save'
  | '/JobCard/ChangeStep'
  | '/JobCard/Close'
  | '/JobCard/AddManpower'
  | '/JobCard/AddSupportService'
  | '/JobCard/AddStoreItem'
  | '/JobCard/RemoveAllocation'
  | '/Investigation/RaiseJobCard'
  | '/ProblemLog/RaiseJobCard';

const paging = (page: number, pageSize: number) => ({ Options: { Page: page, PageSize: pageSize } });

// The list filters come from the resolvers (maintenance/resolvers.ts), which map the schema's enums to
// the upstream's codes as strings; the document's types apply from here on.
type Filter<P extends '/JobCard/GetList' | '/Investigation/GetList' | '/ProblemLog/GetList'> = Omit<UpstreamBody<P>, 'Options'>;

export async function getLookups(upstream: UpstreamClient): Promise<UpstreamLookups> {
  const { lookups, steps } = await upstream.read('/JobCard/GetLookups');
  return { lookups, steps };
}

export async function getJobCardList(upstream: UpstreamClient, filter: object, page: number, pageSize: number): Promise<UpstreamPage<UpstreamJobCard>> {
  const { total, items } = await upstream.read('/JobCard/GetList', { ...(filter as Filter<'/JobCard/GetList'>), ...paging(page, pageSize) });
  return { total, items };
}

export async function getJobCards(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamJobCard[]> {
  return (await upstream.read('/JobCard/GetItems', { Ids: ids })).items;
}

export async function getHistory(upstream: UpstreamClient, jobCardId: number): Promise<UpstreamHistoryEntry[]> {
  return (await upstream.read('/JobCard/GetHistory', { JobCardId: jobCardId })).items;
}

export async function getAllocations(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamAllocations[]> {
  return (await upstream.read('/JobCard/GetAllocations', { Ids: ids })).items;
}

/** A job card call that changes it: the card (and, for allocation calls, its allocations). */
export async function changeJobCard(upstream: UpstreamClient, path: string, body: object): Promise<{ item: UpstreamJobCard; allocations?: UpstreamAllocations }> {
  // The mutations name the path and build the body (maintenance/mutations.ts `jobCardCall`), untyped there.
  const answer: { item: UpstreamJobCard; allocations?: UpstreamAllocations } = await upstream.post(path as JobCardChange, body as UpstreamBody<JobCardChange>);
  const { item, allocations } = answer;
  return allocations === undefined ? { item } : { item, allocations };
}

export async function getInvestigationList(upstream: UpstreamClient, filter: object, page: number, pageSize: number): Promise<UpstreamPage<UpstreamInvestigation>> {
  const { total, items } = await upstream.read('/Investigation/GetList', { ...(filter as Filter<'/Investigation/GetList'>), ...paging(page, pageSize) });
  return { total, items };
}

export async function getInvestigations(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamInvestigation[]> {
  return (await upstream.read('/Investigation/GetItems', { Ids: ids })).items;
}

export async function saveInvestigation(upstream: UpstreamClient, body: UpstreamBody<'/Investigation/Save'>): Promise<UpstreamInvestigation> {
  return (await upstream.post('/Investigation/Save', body)).item;
}

export async function getProblemLogList(upstream: UpstreamClient, filter: object, page: number, pageSize: number): Promise<UpstreamPage<UpstreamProblemLog>> {
  const { total, items } = await upstream.read('/ProblemLog/GetList', { ...(filter as Filter<'/ProblemLog/GetList'>), ...paging(page, pageSize) });
  return { total, items };
}

export async function getProblemLogs(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamProblemLog[]> {
  return (await upstream.read('/ProblemLog/GetItems', { Ids: ids })).items;
}

export async function saveProblemLog(upstream: UpstreamClient, body: UpstreamBody<'/ProblemLog/Save'>): Promise<UpstreamProblemLog> {
  return (await upstream.post('/ProblemLog/Save', body)).item;
}
