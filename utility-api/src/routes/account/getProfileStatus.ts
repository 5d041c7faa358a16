import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { loginName } from '../../store/users.ts';

export function getProfileStatusRoute(app: FastifyInstance): void {
  app.post('/account/GetProfileStatus', {
    schema: {
      tags: ['Account'],
      operationId: 'accountGetProfileStatus',
      summary: 'Who is signed in',
      description: 'The login name of the session\'s user; HTTP 401 with status 3 without a signed-in session.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ userEmail: string('Login name: email or mobile number.') }, '`userEmail`.')),
    },
    onRequest: requireUser,
    handler: async (request) => ok({ userEmail: loginName(signedInUser(request)) }),
  });
}
