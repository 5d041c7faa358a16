import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import type { Store } from '../../store/store.ts';
import { accountDetailMessage } from '../account/accountDetailMessages.ts';

export const propertyItemSchema = sharedSchema('Property', {
  type: 'object',
  description: 'A supplied property (002 §3 property labels).',
  required: ['propertyId', 'reference', 'address', 'plot', 'propertyType', 'ownerName', 'tenantName', 'tariffs'],
  properties: {
    propertyId: integer('Property id.'),
    reference: string('Property reference: 0 and five digits (001 §5).'),
    address: string('Address of the property.'),
    plot: nullableString('Plot (sheet/plan number), e.g. `12/345`.'),
    propertyType: nullableString('house, apartment, shop, office or plot.'),
    ownerName: string('Name of the owner: the customer of the property\'s first account.'),
    tenantName: nullableString('Name of the tenant, when a portal user rents it; else null.'),
    tariffs: { type: 'array', items: { type: 'string' }, description: 'Tariff codes applied at the property.' },
  },
} as const);

export function getPropertyRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Property/GetItem', {
    schema: {
      tags: ['Property'],
      operationId: 'propertyGetItem',
      summary: 'One property',
      description:
        'A property one of whose accounts the signed-in user is related to; employees may read any. Status 1 ' +
        '"Property not found" otherwise, the same answer as for a missing property.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('propertyId (from the account item).') } },
      response: responses(envelopeWith({ item: propertyItemSchema }, 'The property in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const property = store.accounts.findPropertyForUser(request.body.Value, user.id, user.role === ROLE_EMPLOYEE);
      if (!property) return fail(STATUS_FAILED, accountDetailMessage(requestLanguage(request), 'propertyNotFound'));
      return ok({ item: property });
    },
  });
}
