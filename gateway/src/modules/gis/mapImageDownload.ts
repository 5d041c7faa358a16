import type { QueryGisMapImageArgs } from '../../__generated__/resolvers.ts';
import { badUserInputError } from '../../errors.ts';
import type { FileDownload } from '../../files/fileDownload.ts';
import { MAP_IMAGE_KIND, mapServerUrl, openMapImage, type MapImageLayer } from './mapImage.ts';

const LAYERS: readonly MapImageLayer[] = ['BACKGROUND', 'ELEMENTS'];
/** A decimal number as GraphQL's Float and Int read it from JSON (no hex, no blanks, no `Infinity`). */
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

const decimal = (text: string) => (DECIMAL.test(text) ? Number(text) : Number.NaN);

/** The route's key and query as `gisMapImage`'s arguments; their values are checked by `mapServerUrl`. */
function mapImageArgs(key: string, query: URLSearchParams): QueryGisMapImageArgs {
  const layer = LAYERS.find((name) => name === key);
  const bbox = query.get('bbox');
  const width = query.get('width');
  const height = query.get('height');
  if (layer === undefined || bbox === null || width === null || height === null) {
    throw badUserInputError('A map image is /files/map-image/BACKGROUND or ELEMENTS with bbox, width and height.');
  }
  return { layer, bbox: bbox.split(',').map(decimal), width: decimal(width), height: decimal(height) };
}

/**
 * `/files/map-image/<layer>?bbox=…&width=…&height=…&v=…` (the URL `gisMapImage` answers): the configured WMS
 * server's image streamed for the viewer, with `gisMapImage`'s access and argument checks (401, 403, 400),
 * 404 when no map server or layer is configured, 502 when the server does not answer an image. Browsers keep
 * it for five minutes, so panning back draws from their cache (its `v` changes with the settings, and is ignored here).
 */
export const mapImageDownload: FileDownload = {
  kind: MAP_IMAGE_KIND,
  cacheControl: 'private, max-age=300',
  async fetch(ctx, key, query) {
    const args = mapImageArgs(key, query);
    const url = await mapServerUrl(ctx, args);
    return url === null ? null : openMapImage(url, args.layer, ctx.logger);
  },
};
