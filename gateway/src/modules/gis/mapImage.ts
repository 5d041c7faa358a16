import type { Logger } from 'pino';
import type { UpstreamGisSettings } from './api.ts';

/** Largest image the gateway relays, and how long it waits for the map server. */
const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 8000;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The WMS 1.3.0 GetMap URL of one configured layer over an EPSG:3857 bbox. */
export function getMapUrl(serverUrl: string, layerName: string, workspace: string | null, bbox: readonly number[], width: number, height: number): string {
  const url = new URL(serverUrl);
  const qualified = workspace && !layerName.includes(':') ? `${workspace}:${layerName}` : layerName;
  const params: Record<string, string> = {
    SERVICE: 'WMS',
    VERSION: '1.3.0',
    REQUEST: 'GetMap',
    LAYERS: qualified,
    STYLES: '',
    CRS: 'EPSG:3857',
    BBOX: bbox.join(','),
    WIDTH: String(width),
    HEIGHT: String(height),
    FORMAT: 'image/png',
    TRANSPARENT: 'TRUE',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Fetches one GetMap image of the configured WMS server as a `data:` URL (the portal's CSP allows only its
 * own origin and data: images), or null when nothing is configured or the server fails, times out or
 * answers something else than a PNG or JPEG image.
 */
export async function fetchMapImage(
  settings: UpstreamGisSettings,
  layer: 'BACKGROUND' | 'ELEMENTS',
  bbox: readonly number[],
  width: number,
  height: number,
  logger: Logger,
): Promise<string | null> {
  const layerName = layer === 'BACKGROUND' ? settings.backgroundLayer : settings.elementLayerName;
  if (settings.serverType !== 'WMS' || !settings.serverUrl || !layerName) return null;
  const url = getMapUrl(settings.serverUrl, layerName, settings.workspace, bbox, width, height);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!response.ok || !IMAGE_TYPES.includes(type)) {
      await response.body?.cancel();
      logger.warn({ status: response.status, type, layer }, 'the map server did not answer an image');
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_BYTES) return null;
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch (error) {
    logger.warn({ err: error, layer }, 'the map server could not be reached');
    return null;
  }
}
