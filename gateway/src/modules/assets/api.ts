import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';

/** An asset of `/Asset/GetList` and `/Asset/GetItems` (`utility-api/README.md`, Assets, element properties and PV parks). */
export interface UpstreamAsset {
  assetId: number;
  assetNumber: string;
  description: string;
  category: string;
  elementId: number;
  elementCode: string;
  elementName: string;
  stationId: number | null;
  make: string | null;
  model: string | null;
  serialNo: string | null;
  installedOn: string | null;
  purchaseCost: number | null;
  expectedLifeYears: number | null;
  status: 'inService' | 'standby' | 'retired';
  criticality: number;
  conditionGrade: number | null;
  performanceGrade: number | null;
  remainingLifeYears: number | null;
  lastAssessedOn: string | null;
  nextDueOn: string | null;
  assessmentOverdue: boolean;
  assessmentCount: number;
}

export interface UpstreamAssessment {
  assessmentId: number;
  assetId: number;
  assessedOn: string;
  assessorId: number;
  assessorName: string;
  conditionGrade: number;
  performanceGrade: number;
  remainingLifeYears: number | null;
  remarks: string | null;
  nextDueOn: string | null;
}

export interface UpstreamPropertyValue {
  definitionId: number;
  typeId: number;
  groupName: string;
  number: number;
  name: string;
  unit: string | null;
  type: 0 | 1 | 2 | 3 | 4;
  isMandatory: boolean;
  items: Array<{ itemId: number; name: string }>;
  value: string | null;
  displayValue: string | null;
}

export interface UpstreamPvPark {
  parkId: number;
  name: string;
  licenceNumber: string;
  operator: string;
  installedCapacityKwp: number;
  exportCapacityKw: number;
  connectionVoltage: 'mv22' | 'mv11' | 'lv';
  elementId: number | null;
  elementCode: string | null;
  elementName: string | null;
  town: string;
  latitude: number | null;
  longitude: number | null;
  commissionedOn: string | null;
  status: 'planned' | 'underConstruction' | 'operating' | 'decommissioned';
  contactPhone: string | null;
  contactEmail: string | null;
}

/** A refused save's problems by request field (status 1 with `errors`). */
export interface UpstreamFieldError {
  field: string;
  problem: string;
  text: string;
}

/** A save's outcome: the payload, or the upstream's refusal (status 1) with its problems by field. */
export type SaveOutcome<T> = { ok: T } | { refused: { text: string; errors: UpstreamFieldError[] } };

/** POSTs a save: status 1 with its `errors` by field is an outcome (README "Assets, element properties and PV parks"). */
async function save<T extends object>(upstream: UpstreamClient, path: string, body: object): Promise<SaveOutcome<T>> {
  try {
    return { ok: await upstream.post<T>(path, body) };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected' || error.status !== UPSTREAM_STATUS.failure) throw error;
    const errors = Array.isArray(error.details['errors']) ? (error.details['errors'] as UpstreamFieldError[]) : [];
    return { refused: { text: error.text, errors } };
  }
}

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
  const { total, items } = await upstream.read<UpstreamPage<UpstreamAsset>>('/Asset/GetList', { ...filter, ...page(number, size) });
  return { total, items };
}

export async function getAssets(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamAsset[]> {
  return (await upstream.read<{ items: UpstreamAsset[] }>('/Asset/GetItems', { Ids: ids })).items;
}

export function saveAsset(upstream: UpstreamClient, body: object): Promise<SaveOutcome<{ item: UpstreamAsset }>> {
  return save(upstream, '/Asset/Save', body);
}

export async function deleteAsset(upstream: UpstreamClient, assetId: number): Promise<void> {
  await upstream.post('/Asset/Delete', { AssetId: assetId });
}

export async function getAssessments(upstream: UpstreamClient, assetId: number, number: number, size: number): Promise<UpstreamPage<UpstreamAssessment>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamAssessment>>('/AssetAssessment/GetList', { AssetId: assetId, ...page(number, size) });
  return { total, items };
}

export function saveAssessment(upstream: UpstreamClient, body: object): Promise<SaveOutcome<{ assessment: UpstreamAssessment; item: UpstreamAsset }>> {
  return save(upstream, '/AssetAssessment/Save', body);
}

export async function deleteAssessment(upstream: UpstreamClient, assessmentId: number): Promise<UpstreamAsset> {
  return (await upstream.post<{ item: UpstreamAsset }>('/AssetAssessment/Delete', { AssessmentId: assessmentId })).item;
}

export async function getPropertyValues(upstream: UpstreamClient, elementId: number): Promise<UpstreamPropertyValue[]> {
  return (await upstream.read<{ items: UpstreamPropertyValue[] }>('/ElementProperty/GetValues', { ElementId: elementId })).items;
}

export function savePropertyValues(upstream: UpstreamClient, body: object): Promise<SaveOutcome<{ items: UpstreamPropertyValue[] }>> {
  return save(upstream, '/ElementProperty/SaveValues', body);
}

export async function getPvParkList(
  upstream: UpstreamClient,
  filter: { Text?: string; Status?: string; Voltage?: string },
  number: number,
  size: number,
): Promise<UpstreamPage<UpstreamPvPark>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamPvPark>>('/PvPark/GetList', { ...filter, ...page(number, size) });
  return { total, items };
}

export async function getPvParks(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamPvPark[]> {
  return (await upstream.read<{ items: UpstreamPvPark[] }>('/PvPark/GetItems', { Ids: ids })).items;
}

export function savePvPark(upstream: UpstreamClient, body: object): Promise<SaveOutcome<{ item: UpstreamPvPark }>> {
  return save(upstream, '/PvPark/Save', body);
}

export async function deletePvPark(upstream: UpstreamClient, parkId: number): Promise<void> {
  await upstream.post('/PvPark/Delete', { ParkId: parkId });
}
