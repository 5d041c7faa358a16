import { unauthenticatedError, forbiddenError } from '../../errors.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** Upstream layer and kind names (utility-api README "Web map and GIS administration"). */
export type UpstreamLayer = 'properties' | 'connections' | 'meters' | 'elements';
export type UpstreamKind = 'property' | 'connection' | 'meter' | 'element';
export type UpstreamServerType = 'none' | 'WMS' | 'WFS';

export interface UpstreamFeature {
  kind: UpstreamKind;
  id: number;
  label: string;
  latitude: number;
  longitude: number;
  propertyId: number | null;
  connectionId: number | null;
  meterId: number | null;
}

export interface UpstreamLayerAnswer {
  layer: UpstreamLayer;
  total: number;
  items: UpstreamFeature[];
  clusters: Array<{ latitude: number; longitude: number; count: number }>;
}

export interface UpstreamGisSettings {
  serverUrl: string | null;
  serverType: UpstreamServerType;
  workspace: string | null;
  backgroundLayer: string | null;
  elementLayerName: string | null;
  updatedOn: string | null;
}

export interface UpstreamMap {
  mapId: number;
  name: string;
  centreLatitude: number;
  centreLongitude: number;
  zoom: number;
  layers: Array<{ layer: UpstreamLayer; position: number; visible: boolean; colour: string }>;
}

export interface UpstreamUserSettings {
  defaultMapId: number | null;
  visibleLayers: UpstreamLayer[] | null;
  lastExtent: number[] | null;
  updatedOn: string | null;
}

export async function getFeatures(upstream: UpstreamClient, bbox: readonly number[], layers: readonly UpstreamLayer[], limit: number): Promise<UpstreamLayerAnswer[]> {
  return (await upstream.read<{ layers: UpstreamLayerAnswer[] }>('/Gis/GetFeatures', { Bbox: bbox, Layers: layers, Limit: limit })).layers;
}

export async function locate(upstream: UpstreamClient, kind: UpstreamKind, id: number): Promise<UpstreamFeature> {
  return (await upstream.read<{ item: UpstreamFeature }>('/Gis/Locate', { Kind: kind, Id: id })).item;
}

export async function getSettings(upstream: UpstreamClient): Promise<{ settings: UpstreamGisSettings; maps: UpstreamMap[] }> {
  const { settings, maps } = await upstream.read<{ settings: UpstreamGisSettings; maps: UpstreamMap[] }>('/Gis/GetSettings');
  return { settings, maps };
}

export async function getUserSettings(upstream: UpstreamClient): Promise<UpstreamUserSettings> {
  return (await upstream.read<{ item: UpstreamUserSettings }>('/Gis/GetUserSettings')).item;
}

/** A change the utility refused (status 1): its localized text and the request field it names, if any. */
export interface Refusal {
  text: string;
  field: string | null;
}

/**
 * POSTs a GIS change and answers its payload, or the refusal with the field the utility names (the
 * envelope's `field`, which the client's `post` does not keep). Sessions and access fail as GraphQL errors.
 */
export async function change<T extends object>(upstream: UpstreamClient, path: string, body: object): Promise<{ payload: T } | { refusal: Refusal }> {
  const response = await upstream.exchange(path, body);
  const answer = (await response.json().catch(() => null)) as ({ status?: number; text?: string; field?: string | null } & T) | null;
  if (response.status === 401 || answer?.status === 3) throw unauthenticatedError();
  if (response.status === 403 || answer?.status === 4) throw forbiddenError('Your profile does not include GIS administration.');
  if (answer?.status === 0) return { payload: answer };
  if (answer?.status === 1) return { refusal: { text: answer.text ?? '', field: answer.field ?? null } };
  throw new UpstreamError({ kind: 'bad_response', path, httpStatus: response.status, status: answer?.status, text: answer?.text ?? 'not an envelope' });
}
