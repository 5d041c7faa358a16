import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { CLUSTER_GRID, GIS_KINDS, GIS_LAYERS, MAX_CLUSTER_GRID, type Bbox, type GisKind, type GisLayer } from '../../store/gis.ts';
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
  app.post<{ Body: { Layers?: GisLayer[]; Bbox: [number, number, number, number]; View?: [number, number, number, number]; Limit?: number; Columns?: number; Rows?: number } }>('/Gis/GetFeatures', {
    schema: {
      tags: ['Gis'],
      operationId: 'gisGetFeatures',
      summary: 'Objects of the web map\'s layers inside an area',
      description:
        'Employees with `portalGis` or `portalGisAdmin`. Per asked layer (default all): every object inside `Bbox` when ' +
        'the asked layers hold at most `Limit` objects in all (default 500, at most 2,000), else every asked layer as ' +
        'clusters over one grid of `Columns` × `Rows` cells (default 16 × 16), so an answer never holds more than `Limit` ' +
        'objects and any viewport answers quickly (positions are indexed, cells are counted by the database). A grid of a ' +
        'kept level — square cells of 2^-L degrees for L from 0 to 12, `Bbox` on their lines, e.g. ' +
        '[33.34375, 35.1484375, 33.3828125, 35.1875] with 5 × 5 cells of 2^-7° — is read from counts kept per cell, so its ' +
        'time does not grow with the objects in the area; any other grid is counted object by object. Properties ' +
        'and meters sit at their connection. Status 2 for a bbox whose minimum is not below its maximum.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Bbox'],
        properties: {
          Layers: { type: 'array', items: { type: 'string', enum: [...GIS_LAYERS] }, uniqueItems: true, description: 'The layers (default all).' },
          Bbox: bboxSchema,
          View: {
            ...bboxSchema,
            description:
              'Where the objects are listed and counted against `Limit` (default `Bbox`): a map that asks for the cells of a kept ' +
              'grid over more than it shows lists, and tells apart, what it shows. The cells are over `Bbox` either way.',
          },
          Limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: 'Most objects listed, all asked layers together (default 500).' },
          Columns: { type: 'integer', minimum: 1, maximum: MAX_CLUSTER_GRID, description: `Columns of the grid of clusters (default ${CLUSTER_GRID}).` },
          Rows: { type: 'integer', minimum: 1, maximum: MAX_CLUSTER_GRID, description: `Rows of the grid of clusters (default ${CLUSTER_GRID}).` },
        },
      },
      response: responses(envelopeWith({ layers: { type: 'array', items: layerAnswerSchema, description: 'One answer per asked layer, in the order asked.' } }, 'The layers.')),
    },
    onRequest: requireGisReader,
    handler: async (request, reply) => {
      const { Bbox: bbox, View: view = bbox } = request.body;
      if (!isValidBbox(bbox) || !isValidBbox(view)) return reply.code(400).send(fail(STATUS_INVALID_REQUEST, gisRequestText(request, 'invalidBbox')));
      const { Layers, Limit, Columns, Rows } = request.body;
      const grid = { columns: Columns ?? CLUSTER_GRID, rows: Rows ?? CLUSTER_GRID };
      return ok({ layers: store.gis.features(bbox, Layers ?? GIS_LAYERS, Limit ?? DEFAULT_LIMIT, grid, view) });
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
