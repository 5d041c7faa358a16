import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';
import { createRaster, encodePng, fillRect } from './png.ts';

/** Layer names the reference WMS serves (with or without a `workspace:` prefix). */
const WMS_LAYERS = ['background', 'elements'] as const;
/** The background's land colour and grid, so a test can tell the WMS image from the plain background. */
export const WMS_BACKGROUND_RGBA = [222, 235, 208, 255] as const;
const GRID_RGBA = [196, 214, 178, 255] as const;
const ELEMENT_RGBA = [4, 120, 87, 255] as const;
const MAX_SIZE = 4096;
const EARTH_RADIUS = 6378137;

/** EPSG:3857 metres to degrees. */
function toLonLat(x: number, y: number): [number, number] {
  return [(x / EARTH_RADIUS) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI)];
}

function exception(code: string, text: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ServiceExceptionReport version="1.3.0" xmlns="http://www.opengis.net/ogc"><ServiceException code="${code}">${text}</ServiceException></ServiceExceptionReport>\n`;
}

/**
 * A tiny WMS 1.3.0 `GetMap` of the reference API (README "Web map and GIS administration"), so the web map's
 * map-server path can be shown and tested offline: `background` is a land fill with a grid every 64 pixels,
 * `elements` the network elements as dots on transparency. Anything else answers a WMS service exception.
 */
export function gisWmsRoute(app: FastifyInstance, store: Store): void {
  app.get<{ Querystring: Record<string, string> }>('/Gis/Wms', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisWms',
      summary: 'Reference WMS GetMap (PNG), for the web map\'s map-server path',
      description:
        'Open, like a public map server. Query (case-insensitive names): `REQUEST=GetMap`, `LAYERS` (`background`, `elements`, ' +
        'optionally `workspace:`-prefixed), `BBOX` in EPSG:3857 (minX,minY,maxX,maxY), `WIDTH`, `HEIGHT` (1–4096). Answers ' +
        'image/png; a WMS ServiceExceptionReport (XML, HTTP 400) otherwise.',
      // The parameters the handler reads, so the document lists them; any other (SERVICE, VERSION, CRS, FORMAT…, and
      // these in another case) is accepted as a string, as a map server does.
      querystring: {
        type: 'object',
        properties: {
          REQUEST: { type: 'string', description: 'GetMap; anything else answers OperationNotSupported.' },
          LAYERS: { type: 'string', description: 'Comma-separated: `background`, `elements`, optionally `workspace:`-prefixed.' },
          BBOX: { type: 'string', description: 'minX,minY,maxX,maxY in EPSG:3857 metres.' },
          WIDTH: { type: 'string', description: 'Image width in pixels, 1–4096.' },
          HEIGHT: { type: 'string', description: 'Image height in pixels, 1–4096.' },
        },
        additionalProperties: { type: 'string' },
      },
      response: {
        200: { description: 'The map image.', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
        400: {
          description: 'A WMS ServiceExceptionReport; the envelope with status 2 for a parameter given twice.',
          content: { 'application/vnd.ogc.se_xml': { schema: { type: 'string' } }, 'application/json': { schema: envelopeSchema } },
        },
        '5xx': envelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const query = Object.fromEntries(Object.entries(request.query).map(([name, value]) => [name.toUpperCase(), String(value)]));
      const fault = (code: string, text: string) => reply.code(400).type('application/vnd.ogc.se_xml').send(exception(code, text));
      if ((query['REQUEST'] ?? '').toLowerCase() !== 'getmap') return fault('OperationNotSupported', 'Only GetMap is served');
      const width = Number(query['WIDTH']);
      const height = Number(query['HEIGHT']);
      const bbox = (query['BBOX'] ?? '').split(',').map(Number);
      if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE) {
        return fault('InvalidDimensionValue', 'WIDTH and HEIGHT must be 1 to 4096');
      }
      const [minX, minY, maxX, maxY] = bbox;
      if (bbox.length !== 4 || bbox.some((value) => !Number.isFinite(value)) || minX === undefined || minY === undefined || maxX === undefined || maxY === undefined || minX >= maxX || minY >= maxY) {
        return fault('InvalidParameterValue', 'BBOX must be minX,minY,maxX,maxY');
      }
      const layers = (query['LAYERS'] ?? '').split(',').map((name) => name.slice(name.indexOf(':') + 1));
      const unknown = layers.find((layer) => !(WMS_LAYERS as readonly string[]).includes(layer));
      if (unknown !== undefined) return fault('LayerNotDefined', `Layer not defined: ${unknown}`);
      const raster = createRaster(width, height);
      for (const layer of layers) {
        if (layer === 'background') {
          fillRect(raster, 0, 0, width, height, WMS_BACKGROUND_RGBA);
          for (let x = 0; x < width; x += 64) fillRect(raster, x, 0, 1, height, GRID_RGBA);
          for (let y = 0; y < height; y += 64) fillRect(raster, 0, y, width, 1, GRID_RGBA);
        } else {
          const [minLon, minLat] = toLonLat(minX, minY);
          const [maxLon, maxLat] = toLonLat(maxX, maxY);
          const [answer] = store.gis.features([minLon, minLat, maxLon, maxLat], ['elements'], 5000);
          for (const element of answer?.items ?? []) {
            const x = ((element.longitude - minLon) / (maxLon - minLon)) * width;
            const y = ((maxLat - element.latitude) / (maxLat - minLat)) * height;
            fillRect(raster, x - 2, y - 2, 5, 5, ELEMENT_RGBA);
          }
        }
      }
      return reply.type('image/png').send(encodePng(raster));
    },
  });
}
