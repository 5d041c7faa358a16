import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeSchema, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { emailIdBody } from './emailSchema.ts';
import { EMAIL_NOT_FOUND } from './getItem.ts';

export function markReadRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Email/MarkRead', {
    schema: {
      tags: ['Email'],
      operationId: 'emailMarkRead',
      summary: 'Marks an e-mail read',
      description: `Idempotent. Status 1 "${EMAIL_NOT_FOUND}" for an e-mail that is not the signed-in customer's.`,
      security: SESSION_SECURITY,
      body: emailIdBody,
      response: responses(envelopeSchema),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const marked = user.customer_id !== null && store.emails.markRead(request.body.Value, user.customer_id);
      return marked ? ok() : fail(STATUS_FAILED, EMAIL_NOT_FOUND);
    },
  });
}
