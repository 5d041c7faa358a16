import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import type { VisitorApplicationRow } from './visitorStore.ts';

/**
 * Signs the request in as the user of a visitor's application (`UTILITY_SESSION`, as /account/Login does):
 * from then on the usual application calls (save, documents, submit, fee, issued document, messages) serve
 * the visitor, and only for that application, the one its user owns.
 */
export function openVisitorSession(store: Store, request: FastifyRequest, reply: FastifyReply, visitor: VisitorApplicationRow): void {
  const previous = request.utilitySession;
  if (previous) store.sessions.delete(previous.id);
  setSessionCookie(reply, store.sessions.create(visitor.userId, visitor.language).id);
}

/** What both the start and the opening answer about the application. */
export const openedApplication = (visitor: VisitorApplicationRow) => ({
  id: visitor.applicationId,
  applicationType: visitor.applicationType,
  stage: visitor.stage,
  name: visitor.name,
  email: visitor.email,
});
