import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeSchema, responses } from '../../http/schemas.ts';
import { clearSessionCookie } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';

export function logoutRoute(app: FastifyInstance, store: Store): void {
  app.post('/account/Logout', {
    schema: {
      tags: ['Account'],
      operationId: 'accountLogout',
      summary: 'Sign out',
      description: 'Ends the session and deletes its cookie; succeeds without a session too.',
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const session = request.utilitySession;
      // Signing out of a staff view ends the view, which its audit entry records.
      if (session?.view_id != null) store.customerViews.end(session.view_id);
      if (session) store.sessions.delete(session.id);
      clearSessionCookie(reply);
      return ok();
    },
  });
}
