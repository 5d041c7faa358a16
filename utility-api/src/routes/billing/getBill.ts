import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { billItemSchema } from './billingSchemas.ts';
import { findReadableBill } from './findBill.ts';

export function getBillRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Bill/GetItem', {
    schema: {
      tags: ['Billing'],
      operationId: 'billGetItem',
      summary: 'One bill',
      description: 'A bill of an account the user is related to (employees: any). Status 1 "Bill not found" otherwise.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('billId.') } },
      response: responses(envelopeWith({ item: billItemSchema }, 'The bill in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { bill, refusal } = findReadableBill(request, store, request.body.Value);
      return refusal ?? ok({ item: bill });
    },
  });
}
