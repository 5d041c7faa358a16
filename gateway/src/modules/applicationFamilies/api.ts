import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** A family of the list (docs/applicationFamilies.md, Reference utility API). */
export type UpstreamFamilySummary = UpstreamItem<'/ApplicationFamily/GetItems'>;

/** A family's whole definition in the request's language. */
export type UpstreamFamily = UpstreamPayload<'/ApplicationFamily/GetItem'>['item'];

/** One family application: code, stage, values, history, fee, issued document. */
export type UpstreamFamilyApplication = UpstreamPayload<'/FamilyApplication/GetItem'>['item'];

export type UpstreamVerification = UpstreamPayload<'/FamilyApplication/Verify'>['item'];

export type UpstreamDecision = UpstreamBody<'/FamilyApplication/Decide'>['Action'];

/** `/ApplicationFamily/GetItems`: the families the settings enable, those open to visitors for visitors. */
export async function getFamilies(upstream: UpstreamClient): Promise<UpstreamFamilySummary[]> {
  return (await upstream.read('/ApplicationFamily/GetItems')).items;
}

/** `/ApplicationFamily/GetItem`: null for an unknown family, or one the viewer may not apply for. */
export function getFamily(upstream: UpstreamClient, code: string): Promise<UpstreamFamily | null> {
  return orNullIfNotFound(async () => (await upstream.read('/ApplicationFamily/GetItem', { Code: code })).item);
}

export interface SaveRequest {
  code: string;
  portalApplicationId: number | null;
  values: Readonly<Record<string, string>>;
  removedItems: readonly string[];
}

/** `/FamilyApplication/Save`: the application's id, new for a new draft. */
export async function saveFamilyApplication(upstream: UpstreamClient, request: SaveRequest): Promise<number> {
  const answer = await upstream.post('/FamilyApplication/Save', {
    Code: request.code,
    ...(request.portalApplicationId === null ? {} : { PortalApplicationId: request.portalApplicationId }),
    Values: request.values,
    RemovedItems: request.removedItems,
  });
  return answer.id;
}

/** `/FamilyApplication/GetItem`: the applicant's, or any for employees of the customer-service queue. */
export async function getFamilyApplication(upstream: UpstreamClient, portalApplicationId: number): Promise<UpstreamFamilyApplication> {
  return (await upstream.read('/FamilyApplication/GetItem', { PortalApplicationId: portalApplicationId })).item;
}

export async function submitFamilyApplication(upstream: UpstreamClient, portalApplicationId: number): Promise<void> {
  await upstream.post('/FamilyApplication/Submit', { PortalApplicationId: portalApplicationId });
}

export async function decideFamilyApplication(upstream: UpstreamClient, portalApplicationId: number, action: UpstreamDecision, comment: string | null): Promise<void> {
  await upstream.post('/FamilyApplication/Decide', { PortalApplicationId: portalApplicationId, Action: action, ...(comment === null ? {} : { Comment: comment }) });
}

/** `/FamilyApplication/DownloadDocument`: the issued PDF, or an envelope when there is none. */
export function downloadIssuedDocument(upstream: UpstreamClient, portalApplicationId: number): Promise<Response> {
  return upstream.download('/FamilyApplication/DownloadDocument', { PortalApplicationId: portalApplicationId });
}

/** `/FamilyApplication/Verify`: null when no document has the code. */
export function verifyIssuedDocument(upstream: UpstreamClient, code: string): Promise<UpstreamVerification | null> {
  return orNullIfNotFound(async () => (await upstream.read('/FamilyApplication/Verify', { Code: code })).item);
}
