import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeSchema, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { checkPvPark, type PvParkBody } from '../../store/assetsRules.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { PV_PARK_SORTS, PV_PARK_STATUSES, PV_VOLTAGES, type PvParkSort, type PvParkStatus, type PvVoltage } from '../../store/pvParks.ts';
import type { Store } from '../../store/store.ts';
import { TAGS, idsBody, pvParkSchema, saveAnswer } from './schemas.ts';
import { assetText, refusal } from './texts.ts';

/** The photovoltaic park directory belongs to the elements area (000 §6 elementProperties). */
const FLAG = 'elementProperties';

const nullable = (type: string, description: string, maxLength?: number) => ({ type: [type, 'null'], description, ...(maxLength ? { maxLength } : {}) });

/** The photovoltaic park directory (002 §2). */
export function pvParkRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const today = () => store.clock().toISOString().slice(0, 10);

  app.post<{ Body: (PagingBody & SortBody<PvParkSort> & { Text?: string; Status?: PvParkStatus; Voltage?: PvVoltage }) | undefined }>('/PvPark/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'pvParkGetList',
      summary: 'The photovoltaic park directory',
      description: 'Employees with `elementProperties` (HTTP 403 status 4 otherwise). Parks by name; `Text` matches the name, licence number, operator or town.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Text: { type: 'string', maxLength: 100, description: 'Case-insensitive substring.' },
          Status: { type: 'string', enum: [...PV_PARK_STATUSES], description: 'Only parks in this status.' },
          Voltage: { type: 'string', enum: [...PV_VOLTAGES], description: 'Only parks connected at this voltage.' },
          ...sortProperties(PV_PARK_SORTS, 'by name'),
        },
      },
      response: responses(envelopeWith({ total: integer('Matching parks.'), items: { type: 'array', items: pvParkSchema } }, 'One page of parks.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      return ok(store.pvParks.list({ text: body.Text, status: body.Status, voltage: body.Voltage, ...sortOf(body) }, limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/PvPark/GetItems', {
    schema: {
      tags: TAGS,
      operationId: 'pvParkGetItems',
      summary: 'Photovoltaic parks by id',
      description: 'Employees with `elementProperties`. Those parks in the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: idsBody,
      response: responses(envelopeWith({ items: { type: 'array', items: pvParkSchema } }, 'The parks found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.pvParks.byIds(request.body.Ids) }),
  });

  app.post<{ Body: PvParkBody & { ParkId?: number | null } }>('/PvPark/Save', {
    schema: {
      tags: TAGS,
      operationId: 'pvParkSave',
      summary: 'Create or update a photovoltaic park',
      description:
        'Employees with `elementProperties`. Without `ParkId` a new park; with it, that park (status 1 when unknown). Refusals are status 1 ' +
        'with `errors` by field: name, licence number (unique), operator, capacities, voltage, town and status required; capacities ' +
        '0–999,999,999 with up to 3 decimals, the export not above the installed capacity; an operating or decommissioned park has a ' +
        'commissioning day not in the future; phones are 8 digits starting with 2 or 9 (002 §5); a valid e-mail; an existing element.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          ParkId: nullable('integer', 'The park to update; absent or null: a new one.'),
          Name: nullable('string', 'Name.', 500),
          LicenceNumber: nullable('string', 'Licence number.', 100),
          Operator: nullable('string', 'Owner or operator.', 500),
          InstalledCapacityKwp: nullable('number', 'Installed capacity, kWp.'),
          ExportCapacityKw: nullable('number', 'Export capacity, kW.'),
          ConnectionVoltage: nullable('string', 'mv22, mv11 or lv (002 §9).'),
          ElementId: nullable('integer', 'The substation or element it connects to.'),
          Town: nullable('string', 'Town.', 200),
          Latitude: nullable('number', 'WGS 84 latitude.'),
          Longitude: nullable('number', 'WGS 84 longitude.'),
          CommissionedOn: nullable('string', 'Commissioning day, YYYY-MM-DD.', 10),
          Status: nullable('string', 'planned, underConstruction, operating or decommissioned.'),
          ContactPhone: nullable('string', 'Contact phone.', 50),
          ContactEmail: nullable('string', 'Contact e-mail.', 300),
        },
      },
      response: responses(saveAnswer({ item: pvParkSchema }, 'The park as saved in `item`, or the refusal.')),
    },
    onRequest,
    handler: async (request) => {
      const id = request.body.ParkId ?? null;
      if (id !== null && store.pvParks.byIds([id]).length === 0) return fail(STATUS_FAILED, assetText(request, 'parkNotFound'));
      const { values, issues } = checkPvPark(request.body, today());
      const holder = values.licenceNumber ? store.pvParks.idOfLicence(values.licenceNumber) : undefined;
      if (holder !== undefined && holder !== id) issues.push({ field: 'LicenceNumber', problem: 'duplicateLicence' });
      if (values.elementId !== null && store.fieldBase.elementItems([values.elementId], 'en').length === 0) issues.push({ field: 'ElementId', problem: 'unknownElement' });
      if (issues.length > 0) return refusal(request, issues);
      const saved = store.pvParks.save(id, values);
      return ok({ item: store.pvParks.byIds([saved])[0] });
    },
  });

  app.post<{ Body: { ParkId: number } }>('/PvPark/Delete', {
    schema: {
      tags: TAGS,
      operationId: 'pvParkDelete',
      summary: 'Delete a photovoltaic park',
      description: 'Employees with `elementProperties`. Status 1 when unknown.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['ParkId'], properties: { ParkId: integer('The park.') } },
      response: responses(envelopeSchema),
    },
    onRequest,
    handler: async (request) => (store.pvParks.delete(request.body.ParkId) ? ok() : fail(STATUS_FAILED, assetText(request, 'parkNotFound'))),
  });
}
