import { perRequest } from '../../batching.ts';
import { unauthenticatedError, forbiddenError } from '../../errors.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamPath, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** HTTP 403, status 4: the employee lacks the area's flag (utility-api README Conventions). */
const FORBIDDEN_STATUS = 4;

type LayerAnswer = UpstreamPayload<'/Gis/GetFeatures'>['layers'][number];

export type UpstreamFeature = LayerAnswer['items'][number];
export type UpstreamGisSettings = UpstreamPayload<'/Gis/GetSettings'>['settings'];
export type UpstreamMap = UpstreamPayload<'/Gis/GetSettings'>['maps'][number];
export type UpstreamUserSettings = UpstreamPayload<'/Gis/GetUserSettings'>['item'];

/** Upstream layer and kind names (utility-api README "Web map and GIS administration"). */
export type UpstreamLayer = LayerAnswer['layer'];
export type UpstreamKind = UpstreamFeature['kind'];
export type UpstreamServerType = UpstreamGisSettings['serverType'];

export async function getFeatures(
  upstream: UpstreamClient,
  bbox: readonly number[],
  layers: readonly UpstreamLayer[],
  limit: number,
  grid: { columns: number; rows: number },
  view?: readonly number[],
): Promise<LayerAnswer[]> {
  const body = { Bbox: bbox, Layers: layers, Limit: limit, Columns: grid.columns, Rows: grid.rows, ...(view ? { View: view } : {}) };
  return (await upstream.read('/Gis/GetFeatures', body)).layers;
}

export async function locate(upstream: UpstreamClient, kind: UpstreamKind, id: number): Promise<UpstreamFeature> {
  return (await upstream.read('/Gis/Locate', { Kind: kind, Id: id })).item;
}

async function getSettings(upstream: UpstreamClient): Promise<{ settings: UpstreamGisSettings; maps: UpstreamMap[] }> {
  const { settings, maps } = await upstream.read('/Gis/GetSettings');
  return { settings, maps };
}

/** The WMS background layer any signed-in user may draw (null when none is configured). */
export async function getBackground(upstream: UpstreamClient): Promise<UpstreamPayload<'/Gis/GetBackground'>['item']> {
  return (await upstream.read('/Gis/GetBackground')).item;
}

/**
 * The map settings and maps, read once per request: the map screen's settings, maps and user settings each
 * need them. The GIS mutations answer with what they saved and read none of this before they write.
 */
export const gisSettingsOf = perRequest((ctx) => getSettings(ctx.upstream));

export async function getUserSettings(upstream: UpstreamClient): Promise<UpstreamUserSettings> {
  return (await upstream.read('/Gis/GetUserSettings')).item;
}

/** A change the utility refused (status 1): its localized text and the request field it names, if any. */
export interface Refusal {
  text: string;
  field: string | null;
}

/**
 * POSTs a GIS change and answers its payload, or the refusal (status 1) with the field the utility names.
 * Sessions and access fail as GraphQL errors.
 */
export async function change<P extends UpstreamPath>(upstream: UpstreamClient, path: P, body: UpstreamBody<P>): Promise<{ payload: UpstreamPayload<P> } | { refusal: Refusal }> {
  try {
    return { payload: await upstream.post(path, body) };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.kind === 'unauthenticated') throw unauthenticatedError();
    if (error.kind === 'rejected' && error.status === FORBIDDEN_STATUS) throw forbiddenError('Your profile does not include GIS administration.');
    if (error.kind !== 'rejected' || error.status !== UPSTREAM_STATUS.failure) throw error;
    const field = error.details['field'];
    return { refusal: { text: error.text, field: typeof field === 'string' ? field : null } };
  }
}
