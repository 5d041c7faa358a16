import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { propertyItemSchema } from './getItem.ts';

/** As many properties as one screen lists (the accounts of a customer, a page of an enquiry). */
const MAX_IDS = 100;

/**
 * Several properties in one call, so that a list of accounts does not cost one call per property.
 * Ids the user may not read are left out, exactly like unknown ones.
 */
export function getPropertiesRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Ids: number[] } }>('/Property/GetItems', {
    schema: {
      tags: ['Property'],
      operationId: 'propertyGetItems',
      summary: 'Several properties by id',
      description:
        'The properties among `Ids` one of whose accounts the signed-in user is related to (employees: any), in ' +
        'the order asked; ids that are unknown or not the user\'s are left out, so they cannot be told apart.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Ids'],
        properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'propertyIds (from account items).' } },
      },
      response: responses(envelopeWith({ items: { type: 'array', items: propertyItemSchema } }, 'The readable properties in `items`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const items = [...new Set(request.body.Ids)].flatMap(
        (id) => store.accounts.findPropertyForUser(id, user.id, user.role === ROLE_EMPLOYEE) ?? [],
      );
      return ok({ items });
    },
  });
}
