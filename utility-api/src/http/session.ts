import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_EMPLOYEE, SESSION_COOKIE, type EmployeeFlag } from '../domain/constants.ts';
import type { SessionRow } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import type { UserRow } from '../store/users.ts';
import { translate } from '../i18n/messages.ts';
import { STATUS_FORBIDDEN, STATUS_NOT_AUTHENTICATED, fail } from './envelope.ts';
import { requestLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    utilitySession: SessionRow | null;
    utilityUser: UserRow | null;
  }
}

/** Resolves the session cookie on every request; unknown or idle sessions count as none (README Authentication). */
export function registerSessions(app: FastifyInstance, store: Store): void {
  app.decorateRequest('utilitySession', null);
  app.decorateRequest('utilityUser', null);
  app.addHook('onRequest', async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    const session = id ? store.sessions.find(id) : undefined;
    if (!session) return;
    request.utilitySession = session;
    request.utilityUser = session.user_id === null ? null : (store.users.findById(session.user_id) ?? null);
  });
}

export function setSessionCookie(reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', path: '/' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
}

/**
 * onRequest hook of calls that read user data: HTTP 401 with status 3 without a signed-in session,
 * before the body is even validated.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.utilityUser) return;
  await notAuthenticated(request, reply);
}

/** True for an employee (role 1) whose profile has `flag` (any employee when no flag is named). */
export function isEmployeeWith(user: UserRow, flag?: EmployeeFlag): boolean {
  if (user.role !== ROLE_EMPLOYEE) return false;
  return flag === undefined || (JSON.parse(user.employee_flags) as string[]).includes(flag);
}

/**
 * onRequest hook of employee calls (000 §6): HTTP 401 status 3 without a session; HTTP 403 status 4
 * for customers, and for employees without the profile flag of the area when one is named.
 */
export function requireEmployee(flag?: EmployeeFlag) {
  return async function requireEmployeeHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const user = request.utilityUser;
    if (!user) {
      await notAuthenticated(request, reply);
      return;
    }
    if (!isEmployeeWith(user, flag)) {
      await reply.code(403).send(fail(STATUS_FORBIDDEN, translate(requestLanguage(request), 'accessDenied')));
    }
  };
}

/** HTTP 401 with status 3, for calls where only some forms need a session (/account/ChangeEmailComplete). */
export function notAuthenticated(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(401).send(fail(STATUS_NOT_AUTHENTICATED, translate(requestLanguage(request), 'notAuthenticated')));
}

/** The signed-in user of a request that passed `requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.utilityUser) throw new Error('requireUser must run before this handler');
  return request.utilityUser;
}
