import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, nullableInteger, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { ELEMENT_SORTS, type ElementSort } from '../../store/fieldBase.ts';
import type { Store } from '../../store/store.ts';
import { idList } from '../enquiry/schemas.ts';

export const elementSchema: JSONSchema = sharedSchema('Element', {
  type: 'object',
  description: 'A network element (002 §3 jobcard station, element type and element).',
  required: ['elementId', 'code', 'name', 'typeId', 'typeCode', 'typeName', 'stationId', 'town', 'latitude', 'longitude', 'status', 'installedOn'],
  properties: {
    elementId: integer('Element id.'),
    code: string('Unique code: type code and number, e.g. VLV-0012.'),
    name: string('Name.'),
    typeId: integer('Its element type (/Element/GetTypes).'),
    typeCode: string('Code of the type.'),
    typeName: string('Name of the type in the request language.'),
    stationId: nullableInteger('The station it belongs to; null for stations.'),
    town: string('Town.'),
    latitude: { type: 'number', description: 'WGS 84 latitude.' },
    longitude: { type: 'number', description: 'WGS 84 longitude.' },
    status: { type: 'string', enum: ['active', 'inactive'], description: 'In service or not.' },
    installedOn: string('Installation day, YYYY-MM-DD.'),
  },
});

const elementTypeSchema: JSONSchema = {
  type: 'object',
  required: ['typeId', 'code', 'name', 'isStation'],
  properties: {
    typeId: integer('Type id.'),
    code: string('Code, e.g. RES, VLV.'),
    name: string('Name in the request language.'),
    isStation: boolean('Elements of this type are stations that group the elements around them.'),
  },
};

const warehouseSchema: JSONSchema = {
  type: 'object',
  required: ['warehouseId', 'code', 'name', 'kind'],
  properties: {
    warehouseId: integer('Warehouse id (the profile\'s warehouseId and meterWarehouseId).'),
    code: string('Code, e.g. WH-NIC.'),
    name: string('Name.'),
    kind: { type: 'string', enum: ['stores', 'meters'], description: 'stores: maintenance materials; meters: meter devices.' },
  },
};

const stockItemSchema: JSONSchema = {
  type: 'object',
  required: ['stockItemId', 'code', 'name', 'category', 'unit', 'quantityOnHand'],
  properties: {
    stockItemId: integer('Material id.'),
    code: string('Code, e.g. PIPE-PE-32.'),
    name: string('Name.'),
    category: { type: 'string', enum: ['pipes', 'fittings', 'valves', 'meters', 'chemicals', 'tools'], description: 'Category.' },
    unit: { type: 'string', enum: ['pcs', 'm', 'kg', 'l'], description: 'Unit of quantities.' },
    quantityOnHand: { type: ['number', 'null'], description: 'Quantity in the asked warehouse; null when no warehouse was asked.' },
  },
};

interface StockBody extends PagingBody {
  Text?: string;
  WarehouseId?: number;
  Ids?: number[];
}

interface ListBody extends PagingBody, SortBody<ElementSort> {
  TypeIds?: number[];
  Text?: string;
  StationId?: number;
}

/** Network elements, their types and the warehouses (README "Field work: elements, warehouses and employees"). */
export function fieldBaseRoutes(app: FastifyInstance, store: Store): void {
  const employee = requireEmployee();

  app.post<{ Body: ListBody | undefined }>('/Element/GetList', {
    schema: {
      tags: ['Field work'],
      operationId: 'elementGetList',
      summary: 'Network elements',
      description: 'Employees only. Elements by code, filtered by types, a code or name substring and a station (the station and its elements).',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          TypeIds: idList('Only elements of these types.', 50),
          Text: { type: 'string', maxLength: 100, description: 'Case-insensitive substring of the code or the name.' },
          StationId: { type: 'integer', description: 'Only this station and the elements that belong to it.' },
          ...sortProperties(ELEMENT_SORTS, 'by code'),
        },
      },
      response: responses(
        envelopeWith({ total: integer('Matching elements.'), items: { type: 'array', items: elementSchema } }, 'One page of elements.'),
      ),
    },
    onRequest: employee,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = { typeIds: body.TypeIds, text: body.Text, stationId: body.StationId, ...sortOf(body) };
      return ok(store.fieldBase.elements(filter, requestLanguage(request), limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/Element/GetItems', {
    schema: {
      tags: ['Field work'],
      operationId: 'elementGetItems',
      summary: 'Elements by id',
      description: 'Employees only. The elements among `Ids`, in the order asked; unknown ids are left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: idList('Element ids.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: elementSchema } }, 'The elements in `items`.')),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.fieldBase.elementItems(request.body.Ids, requestLanguage(request)) }),
  });

  app.post('/Element/GetTypes', {
    schema: {
      tags: ['Field work'],
      operationId: 'elementGetTypes',
      summary: 'Element types',
      description: 'Employees only. Every element type, stations first, named in the request language.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ items: { type: 'array', items: elementTypeSchema } }, 'The types in `items`.')),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.fieldBase.elementTypes(requestLanguage(request)) }),
  });

  app.post<{ Body: StockBody | undefined }>('/StockItem/GetList', {
    schema: {
      tags: ['Field work'],
      operationId: 'stockItemGetList',
      summary: 'Materials and the quantity a warehouse holds',
      description:
        'Employees only. Materials by code, filtered by a code or name substring; with `WarehouseId`, only those that ' +
        'warehouse stocks, with `quantityOnHand`; with `Ids` (up to 100), those materials in the order asked, unpaged.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Text: { type: 'string', maxLength: 100, description: 'Case-insensitive substring of the code or the name.' },
          WarehouseId: { type: 'integer', description: 'The warehouse whose stock to answer.' },
          Ids: idList('Material ids.'),
        },
      },
      response: responses(
        envelopeWith({ total: integer('Matching materials.'), items: { type: 'array', items: stockItemSchema } }, 'One page of materials.'),
      ),
    },
    onRequest: employee,
    handler: async (request) => {
      const body = request.body ?? {};
      if (body.Ids) {
        const items = store.fieldBase.stockItemsByIds(body.Ids, body.WarehouseId);
        return ok({ total: items.length, items });
      }
      const { limit, offset } = pageWindow(body);
      return ok(store.fieldBase.stockItems({ text: body.Text, warehouseId: body.WarehouseId }, limit, offset));
    },
  });

  app.post<{ Body: { Kind?: 'stores' | 'meters' } | undefined }>('/Warehouse/GetList', {
    schema: {
      tags: ['Field work'],
      operationId: 'warehouseGetList',
      summary: 'Warehouses',
      description: 'Employees only. Every warehouse, stores first, by code; with `Kind`, only that kind.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: { Kind: { type: 'string', enum: ['stores', 'meters'], description: 'Only warehouses of this kind.' } },
      },
      response: responses(envelopeWith({ items: { type: 'array', items: warehouseSchema } }, 'The warehouses in `items`.')),
    },
    onRequest: employee,
    handler: async (request) => ok({ items: store.fieldBase.warehouses(request.body?.Kind) }),
  });
}
