import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';

/** An asset of `/Asset/GetList` and `/Asset/GetItems` (`utility-api/README.md`, Assets, element properties and PV parks). */
export type UpstreamAsset = UpstreamItem<'/Asset/GetItems'>;

export type UpstreamAssessment = UpstreamItem<'/AssetAssessment/GetList'>;

export type UpstreamPropertyValue = UpstreamItem<'/ElementProperty/GetValues'>;

export type UpstreamPvPark = UpstreamItem<'/PvPark/GetItems'>;

/** A refused save's problems by request field (status 1 with `errors`). */
export type UpstreamFieldError = UpstreamPayload<'/Asset/Save'>['errors'][number];

/** A save's outcome: the payload, or the upstream's refusal (status 1) with its problems by field. */
export type SaveOutcome<T> = { ok: T } | { refused: { text: string; errors: UpstreamFieldError[] } };

type SavePath = '/Asset/Save' | '/AssetAssessment/Save' | '/ElementProperty/SaveValues' | '/PvPark/Save';

/**
 * POSTs a save: status 1 with its `errors` by field is an outcome (README "Assets, element properties and PV parks").
 * The resolvers build the body from the schema's input, codes mapped to the upstream's as strings.
 */
async function save<P extends SavePath>(upstream: UpstreamClient, path: P, body: UpstreamBody<P>): Promise<SaveOutcome<UpstreamPayload<P>>> {
  try {
    return { ok: await upstream.post(path, body) };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected' || error.status !== UPSTREAM_STATUS.failure) throw error;
    const errors = Array.isArray(error.details['errors']) ? (error.details['errors'] as UpstreamFieldError[]) : [];
    return { refused: { text: error.text, errors } };
  }
}

/** The list's filter as the resolvers build it: codes mapped from the schema's enums, as strings. */
export interface AssetListFilter {
  Text?: string;
  Category?: string;
  ElementId?: number;
  StationId?: number;
  ConditionGrade?: number;
  Status?: string;
  Overdue?: boolean;
  Sort?: string;
  Descending?: boolean;
}

const page = (number: number, size: number) => ({ Options: { Page: number, PageSize: size } });

export async function getAssetList(upstream: UpstreamClient, filter: AssetListFilter, number: number, size: number): Promise<UpstreamPage<UpstreamAsset>> {
  const { total, items } = await upstream.read('/Asset/GetList', { ...(filter as Omit<UpstreamBody<'/Asset/GetList'>, 'Options'>), ...page(number, size) });
  return { total, items };
}

export async function getAssets(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamAsset[]> {
  return (await upstream.read('/Asset/GetItems', { Ids: ids })).items;
}

export function saveAsset(upstream: UpstreamClient, body: object): Promise<SaveOutcome<UpstreamPayload<'/Asset/Save'>>> {
  return save(upstream, '/Asset/Save', body as UpstreamBody<'/Asset/Save'>);
}

export async function deleteAsset(upstream: UpstreamClient, assetId: number): Promise<void> {
  await upstream.post('/Asset/Delete', { AssetId: assetId });
}

export async function getAssessments(upstream: UpstreamClient, assetId: number, number: number, size: number): Promise<UpstreamPage<UpstreamAssessment>> {
  const { total, items } = await upstream.read('/AssetAssessment/GetList', { AssetId: assetId, ...page(number, size) });
  return { total, items };
}

export function saveAssessment(upstream: UpstreamClient, body: object): Promise<SaveOutcome<UpstreamPayload<'/AssetAssessment/Save'>>> {
  return save(upstream, '/AssetAssessment/Save', body as UpstreamBody<'/AssetAssessment/Save'>);
}

export async function deleteAssessment(upstream: UpstreamClient, assessmentId: number): Promise<UpstreamAsset> {
  return (await upstream.post('/AssetAssessment/Delete', { AssessmentId: assessmentId })).item;
}

export async function getPropertyValues(upstream: UpstreamClient, elementId: number): Promise<UpstreamPropertyValue[]> {
  return (await upstream.read('/ElementProperty/GetValues', { ElementId: elementId })).items;
}

export function savePropertyValues(upstream: UpstreamClient, body: object): Promise<SaveOutcome<UpstreamPayload<'/ElementProperty/SaveValues'>>> {
  return save(upstream, '/ElementProperty/SaveValues', body as UpstreamBody<'/ElementProperty/SaveValues'>);
}

export async function getPvParkList(
  upstream: UpstreamClient,
  filter: { Text?: string; Status?: string; Voltage?: string; Sort?: string; Descending?: boolean },
  number: number,
  size: number,
): Promise<UpstreamPage<UpstreamPvPark>> {
  const { total, items } = await upstream.read('/PvPark/GetList', { ...(filter as Omit<UpstreamBody<'/PvPark/GetList'>, 'Options'>), ...page(number, size) });
  return { total, items };
}

export async function getPvParks(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamPvPark[]> {
  return (await upstream.read('/PvPark/GetItems', { Ids: ids })).items;
}

export function savePvPark(upstream: UpstreamClient, body: object): Promise<SaveOutcome<UpstreamPayload<'/PvPark/Save'>>> {
  return save(upstream, '/PvPark/Save', body as UpstreamBody<'/PvPark/Save'>);
}

export async function deletePvPark(upstream: UpstreamClient, parkId: number): Promise<void> {
  await upstream.post('/PvPark/Delete', { ParkId: parkId });
}
