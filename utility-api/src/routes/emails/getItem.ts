import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { emailIdBody, emailItemSchema } from './emailSchema.ts';

/** The answer for a missing e-mail and for another customer's alike, so that ids cannot be probed. */
export const EMAIL_NOT_FOUND = 'E-mail not found';

export function getItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Email/GetItem', {
    schema: {
      tags: ['Email'],
      operationId: 'emailGetItem',
      summary: 'One e-mail with its body',
      description: `An e-mail sent to the signed-in customer; status 1 "${EMAIL_NOT_FOUND}" otherwise. Reading does not mark it read.`,
      security: SESSION_SECURITY,
      body: emailIdBody,
      response: responses(envelopeWith({ item: emailItemSchema }, 'The e-mail in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const email = user.customer_id === null ? undefined : store.emails.findForCustomer(request.body.Value, user.customer_id);
      return email ? ok({ item: email }) : fail(STATUS_FAILED, EMAIL_NOT_FOUND);
    },
  });
}
