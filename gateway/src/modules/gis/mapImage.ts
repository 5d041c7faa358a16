import type { QueryGisMapImageArgs } from '../../__generated__/resolvers.ts';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { GatewayContext } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { FileRouteError, fileUrl } from '../../files/fileDownload.ts';
import { checkBbox, requireGisReader } from './access.ts';
import { isCustomer } from '../auth/employeeGuard.ts';
import { getBackground, gisSettingsOf } from './api.ts';

/** Largest image the gateway relays, and how long it waits for the map server (answer and body). */
const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 8000;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const MAX_IMAGE_SIZE = 2048;

/** `/files/map-image/<layer>?bbox=…&width=…&height=…`: one map-server image for the viewer. */
export const MAP_IMAGE_KIND = 'map-image';

export type MapImageLayer = 'BACKGROUND' | 'ELEMENTS';

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

interface ConfiguredLayer {
  serverUrl: string;
  workspace: string | null;
  layer: string;
}

/** A layer as the GIS settings configure it, for the web map's readers; null when it has no WMS server or name. */
async function settingsLayer(ctx: GatewayContext, layer: MapImageLayer): Promise<ConfiguredLayer | null> {
  // The request's one read of the map settings, which the web map's other fields share (`api.ts`).
  const { settings } = await gisSettingsOf(ctx);
  const name = layer === 'BACKGROUND' ? settings.backgroundLayer : settings.elementLayerName;
  if (settings.serverType !== 'WMS' || !settings.serverUrl || !name) return null;
  return { serverUrl: settings.serverUrl, workspace: settings.workspace, layer: name };
}

/**
 * The GetMap URL of one image, after the checks `gisMapImage` and its route share, decided per request: a
 * customer (a visitor's application too) may draw the background alone, for the plot maps of applications
 * (002 §5); the web map's readers either layer; anyone else is refused (UNAUTHENTICATED or FORBIDDEN). Then the
 * bbox and size must be valid (else BAD_USER_INPUT). Null when no WMS server or no name for the layer is configured.
 */
export async function mapServerUrl(ctx: GatewayContext, args: QueryGisMapImageArgs): Promise<string | null> {
  const applicantBackground = args.layer === 'BACKGROUND' && isCustomer(ctx);
  if (!applicantBackground) await requireGisReader(ctx);
  checkBbox(args.bbox, false);
  for (const size of [args.width, args.height]) {
    if (!Number.isInteger(size) || size < 1 || size > MAX_IMAGE_SIZE) throw badUserInputError(`width and height must be 1 to ${MAX_IMAGE_SIZE}.`);
  }
  const configured = applicantBackground ? await getBackground(ctx.upstream) : await settingsLayer(ctx, args.layer);
  return configured === null ? null : getMapUrl(configured.serverUrl, configured.layer, configured.workspace, args.bbox, args.width, args.height);
}

/**
 * The portal URL of one map image (same origin, so the map's canvas stays readable): what `gisMapImage` answers.
 * Its `v` is a digest of the GetMap URL, so it changes with the map server's settings and a browser never draws
 * an image it kept from earlier settings; the route itself ignores it.
 */
export function mapImagePath(args: QueryGisMapImageArgs, getMapUrl: string): string {
  const version = createHash('sha256').update(getMapUrl).digest('base64url').slice(0, 12);
  const query = new URLSearchParams({ bbox: args.bbox.join(','), width: String(args.width), height: String(args.height), v: version });
  return `${fileUrl(MAP_IMAGE_KIND, args.layer)}?${query.toString()}`;
}

/** The body, failing (and cancelling the map server's answer) past `max` bytes. */
function capped(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > max) controller.error(new Error(`the map image is larger than ${max} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
}

const mapServerFailed = () => new FileRouteError(502, 'MAP_SERVER_FAILED', 'The map server did not answer an image.');

/**
 * Opens one GetMap image for streaming: a PNG or JPEG answer of at most MAX_BYTES within TIMEOUT_MS. Anything
 * else (an error status, a WMS exception, another type, no answer) throws a 502 `FileRouteError`; an image that
 * grows past the limit or stalls is cut off mid-stream.
 */
export async function openMapImage(url: string, layer: MapImageLayer, logger: Logger): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    logger.warn({ err: error, layer }, 'the map server could not be reached');
    throw mapServerFailed();
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const length = response.headers.get('content-length');
  if (!response.ok || !IMAGE_TYPES.includes(type) || response.body === null || Number(length) > MAX_BYTES) {
    await response.body?.cancel();
    logger.warn({ status: response.status, type, length, layer }, 'the map server did not answer an image');
    throw mapServerFailed();
  }
  const headers: Record<string, string> = { 'content-type': type };
  if (length !== null) headers['content-length'] = length;
  return new Response(capped(response.body, MAX_BYTES), { headers });
}
