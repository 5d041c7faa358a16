import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { envelopeWith, responses, string } from '../../http/schemas.ts';
import type { FamilyContext } from './context.ts';
import { VISITOR_DRAFT_DAYS, draftExpiresAt, hashVisitorKey, keyApplicationId } from './visitorKeys.ts';
import { openVisitorSession, openedApplication } from './visitorSession.ts';
import { openedSchema } from './visitorSchemas.ts';
import { visitorText } from './visitorTexts.ts';

/** A draft a visitor left for longer than VISITOR_DRAFT_DAYS (docs/applicationFamilies.md "Visitors"). */
export const STATUS_DRAFT_EXPIRED = 230;

export function visitorOpenRoute(app: FastifyInstance, context: FamilyContext): void {
  const { store, visitors } = context;
  app.post<{ Body: { Key: string } }>('/VisitorFamilyApplication/Open', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'visitorFamilyApplicationOpen',
      summary: 'Open a visitor\'s application with its resume key',
      description:
        'Anonymous: the key of a link the visitor was mailed (`/visitorApplication/{key}`) is the credential; only its SHA-256 ' +
        'hash is stored. Signs the request in as the application\'s own user (`UTILITY_SESSION`), so that the usual ' +
        `application calls serve it, and it only. Status 1 for an unknown or malformed key; ${STATUS_DRAFT_EXPIRED} for a draft ` +
        `(stage SAVED) not changed for ${VISITOR_DRAFT_DAYS} days, which no key opens any more. Submitted applications never expire.`,
      body: { type: 'object', required: ['Key'], properties: { Key: { ...string('The resume key.'), maxLength: 100 } } },
      response: responses(envelopeWith({ ...openedSchema, draftExpiresAt: { type: ['string', 'null'], description: 'When the draft expires unless changed; null once submitted.' } }, 'The application.')),
    },
    handler: async (request, reply) => {
      const key = request.body.Key;
      const visitor = keyApplicationId(key) === null ? undefined : visitors.byKeyHash(hashVisitorKey(key));
      if (visitor === undefined) return fail(STATUS_FAILED, visitorText(request, 'keyNotFound'));
      const expiresAt = visitor.stage === 'SAVED' ? draftExpiresAt(visitor.updatedOn) : null;
      if (expiresAt !== null && expiresAt <= store.clock().toISOString()) {
        return fail(STATUS_DRAFT_EXPIRED, visitorText(request, 'draftExpired', { days: String(VISITOR_DRAFT_DAYS) }));
      }
      openVisitorSession(store, request, reply, visitor);
      return ok({ ...openedApplication(visitor), draftExpiresAt: expiresAt });
    },
  });
}
