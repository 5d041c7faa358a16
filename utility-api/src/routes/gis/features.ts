import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { GIS_KINDS, GIS_LAYERS, type Bbox, type GisKind, type GisLayer } from '../../store/gis.ts';
import type { Store } from '../../store/store.ts';
import { requireGisReader } from './access.ts';
import { bboxSchema, featureSchema, layerAnswerSchema } from './schemas.ts';
import { gisRequestText } from './texts.ts';

const DEFAULT_LIMIT = 500;
const MAX_LIMIT = 2000;

/** True when the bbox has its minimums below its maximums and latitudes within ±90. */
export function isValidBbox([minLon, minLat, maxLon, maxLat]: Bbox): boolean {
  return minLon < maxLon && minLat < maxLat && minLat >= -90 && maxLat <= 90;
}

export function gisFeatureRoutes(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Layers?: GisLayer[]; Bbox: [number, number, number, number]; Limit?: number } }>('/Gis/GetFeatures', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisGetFeatures',
      summary: 'Objects of the web map\'s layers inside an area',
      description:
        'Employees with `portalGis` or `portalGisAdmin`. Per asked layer (default all): every object inside `Bbox` when ' +
        'there are at most `Limit` (default 500, at most 2,000), else its clusters over a 16 × 16 grid, so any viewport ' +
        'answers quickly (positions are indexed). Properties and meters sit at their connection. Status 2 for a bbox ' +
        'whose minimum is not below its maximum.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Bbox'],
        properties: {
          Layers: { type: 'array', items: { type: 'string', enum: [...GIS_LAYERS] }, uniqueItems: true, description: 'The layers (default all).' },
          Bbox: bboxSchema,
          Limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: 'Most objects listed per layer (default 500).' },
        },
      },
      response: responses(envelopeWith({ layers: { type: 'array', items: layerAnswerSchema, description: 'One answer per asked layer, in the order asked.' } }, 'The layers.')),
    },
    onRequest: requireGisReader,
    handler: async (request, reply) => {
      const bbox = request.body.Bbox;
      if (!isValidBbox(bbox)) return reply.code(400).send(fail(STATUS_INVALID_REQUEST, gisRequestText(request, 'invalidBbox')));
      return ok({ layers: store.gis.features(bbox, request.body.Layers ?? GIS_LAYERS, request.body.Limit ?? DEFAULT_LIMIT) });
    },
  });

  app.post<{ Body: { Kind: GisKind; Id: number } }>('/Gis/Locate', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisLocate',
      summary: 'Where a property, connection, meter or element is (find on map)',
      description: 'Same access as /Gis/GetFeatures. Answers the object as a map feature; status 1 "Not found on map" (002 §8) when it does not exist.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Kind', 'Id'],
        properties: { Kind: { type: 'string', enum: [...GIS_KINDS], description: 'What to find.' }, Id: integer('Its id.') },
      },
      response: responses(envelopeWith({ item: featureSchema }, 'The object in `item`.')),
    },
    onRequest: requireGisReader,
    handler: async (request) => {
      const item = store.gis.locate(request.body.Kind, request.body.Id);
      return item === undefined ? fail(STATUS_FAILED, gisRequestText(request, 'notFoundOnMap')) : ok({ item });
    },
  });
}
