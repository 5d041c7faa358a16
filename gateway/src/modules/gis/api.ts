import { unauthenticatedError, forbiddenError } from '../../errors.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** HTTP 403, status 4: the employee lacks the area's flag (utility-api README Conventions). */
const FORBIDDEN_STATUS = 4;

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
 * POSTs a GIS change and answers its payload, or the refusal (status 1) with the field the utility names.
 * Sessions and access fail as GraphQL errors.
 */
export async function change<T extends object>(upstream: UpstreamClient, path: string, body: object): Promise<{ payload: T } | { refusal: Refusal }> {
  try {
    return { payload: await upstream.post<T>(path, body) };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.kind === 'unauthenticated') throw unauthenticatedError();
    if (error.kind === 'rejected' && error.status === FORBIDDEN_STATUS) throw forbiddenError('Your profile does not include GIS administration.');
    if (error.kind !== 'rejected' || error.status !== UPSTREAM_STATUS.failure) throw error;
    const field = error.details['field'];
    return { refusal: { text: error.text, field: typeof field === 'string' ? field : null } };
  }
}
