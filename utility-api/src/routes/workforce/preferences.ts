import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, boolean, envelopeWith, nullableInteger, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { STATUS_WAREHOUSE_INVALID } from './guards.ts';
import { workforceText } from './texts.ts';

/** The employee's warehouse preferences. */
export function preferenceRoutes(app: FastifyInstance, store: Store): void {
  const anyEmployee = requireEmployee();

  app.post<{ Body: { WarehouseId: number | null; MeterWarehouseId: number | null; LinkToWarehouse?: boolean } }>('/account/SavePreferences', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'accountSavePreferences',
      summary: 'Save the employee\'s warehouse and meter warehouse',
      description:
        'Every employee (000 §3 profile, 002 §3 preference): the stores warehouse (`WarehouseId`, kind stores) and the meter ' +
        'warehouse (`MeterWarehouseId`, kind meters), null for none; `LinkToWarehouse` defaults to true when a warehouse is ' +
        'chosen. The profile (/account/GetProfileDetails) answers them back. 214: a warehouse of the wrong kind or unknown.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['WarehouseId', 'MeterWarehouseId'],
        properties: {
          WarehouseId: nullableInteger('Stores warehouse, or null.'),
          MeterWarehouseId: nullableInteger('Meter warehouse, or null.'),
          LinkToWarehouse: boolean('Link the employee to the warehouse.'),
        },
      },
      response: responses(
        envelopeWith(
          {
            warehouseId: nullableInteger('Saved stores warehouse.'),
            meterWarehouseId: nullableInteger('Saved meter warehouse.'),
            linkToWarehouse: boolean('Saved link.'),
          },
          'The saved preferences.',
        ),
      ),
    },
    onRequest: anyEmployee,
    handler: async (request) => {
      const language = requestLanguage(request);
      const { WarehouseId, MeterWarehouseId } = request.body;
      if (WarehouseId !== null && store.fieldBase.warehouse(WarehouseId)?.kind !== 'stores') {
        return fail(STATUS_WAREHOUSE_INVALID, workforceText(language, 'warehouseInvalid'));
      }
      if (MeterWarehouseId !== null && store.fieldBase.warehouse(MeterWarehouseId)?.kind !== 'meters') {
        return fail(STATUS_WAREHOUSE_INVALID, workforceText(language, 'meterWarehouseInvalid'));
      }
      const values = { warehouseId: WarehouseId, meterWarehouseId: MeterWarehouseId, linkToWarehouse: request.body.LinkToWarehouse ?? WarehouseId !== null };
      store.workforce.savePreferences(signedInUser(request).id, values);
      return ok(values);
    },
  });
}
