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

/**
 * `/FamilyApplication/DownloadDocument`: the issued PDF, or an envelope when there is none. The PDF prints the
 * portal's public verification page (`PUBLIC_URL` + /verify) beside the code, so a reader can check it.
 */
export function downloadIssuedDocument(upstream: UpstreamClient, portalApplicationId: number, publicUrl: string | undefined): Promise<Response> {
  return upstream.download('/FamilyApplication/DownloadDocument', {
    PortalApplicationId: portalApplicationId,
    ...(publicUrl === undefined ? {} : { VerificationUrl: `${publicUrl}/verify` }),
  });
}

/** `/FamilyApplication/Verify`: null when no document has the code. */
export function verifyIssuedDocument(upstream: UpstreamClient, code: string): Promise<UpstreamVerification | null> {
  return orNullIfNotFound(async () => (await upstream.read('/FamilyApplication/Verify', { Code: code })).item);
}

/** A plot of the cadastre: its area as the utility answers it (utility-api/openapi.json `/Cadastre/GetPlot`). */
export type UpstreamPlot = UpstreamPayload<'/Cadastre/GetPlot'>['item'];

export interface PlotReferenceParts {
  district: string;
  municipality: string;
  sheet: string;
  plan: string;
  plotNumber: string;
}

/** `/Cadastre/GetPlot`: the plot, or the utility's refusal (status 1 with `code`). */
export async function getCadastralPlot(upstream: UpstreamClient, parts: PlotReferenceParts): Promise<UpstreamPlot> {
  const { district, municipality, sheet, plan, plotNumber } = parts;
  return (await upstream.read('/Cadastre/GetPlot', { District: district, Municipality: municipality, Sheet: sheet, Plan: plan, PlotNumber: plotNumber })).item;
}

export async function decideFamilyApplicationItem(
  upstream: UpstreamClient,
  decision: { portalApplicationId: number; item: string; decision: 'VALIDATED' | 'REFUSED'; reason: string | null },
): Promise<void> {
  await upstream.post('/FamilyApplication/DecideItem', {
    PortalApplicationId: decision.portalApplicationId,
    Item: decision.item,
    Decision: decision.decision,
    ...(decision.reason === null ? {} : { Reason: decision.reason }),
  });
}

/** `/FamilyApplication/Copy`: the new draft's id. */
export async function copyFamilyApplication(upstream: UpstreamClient, portalApplicationId: number, values: Readonly<Record<string, string>>): Promise<number> {
  return (await upstream.post('/FamilyApplication/Copy', { PortalApplicationId: portalApplicationId, Values: values })).id;
}
