import type { IncomingMessage } from 'node:http';
import { headersOf } from '../http/respond.ts';
import { GRAPHQL_PATH } from '../http/router.ts';
import { SESSION_TOKEN_HEADER } from '../session/resolveSession.ts';

/**
 * What a WebSocket client sends in `connection_init` (`docs/integrators.md`, Subscriptions).
 * Browsers cannot set headers on a WebSocket, so credentials that HTTP carries in headers travel here.
 */
export interface ConnectionParams {
  /** `Bearer <session token>` or `Bearer pat_…`, as the HTTP `Authorization` header. */
  authorization?: unknown;
  /** The user session an integrator acts for, as the HTTP `X-Session-Token` header. */
  sessionToken?: unknown;
  [key: string]: unknown;
}

/**
 * Whether an upgrade may open a socket. Browsers send cookies with any WebSocket, whatever page
 * opens it, and WebSockets have no CORS: without this check another site could act as the signed-in
 * user (cross-site WebSocket hijacking). Same-origin pages and `CORS_ORIGINS` pass; requests
 * without an Origin come from servers (integrators), which carry no browser cookies by accident.
 */
export function originAllowed(headers: Headers, corsOrigins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.get('host');
  } catch {
    return false;
  }
}

const OPERATION_URL = `http://gateway.invalid${GRAPHQL_PATH}`;

/** The `Authorization` value of a connection param, accepting a bare token as integrators may send one. */
function authorizationOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return /^Bearer\s/i.test(value) ? value : `Bearer ${value.trim()}`;
}

/**
 * A Request for one operation on a socket, so that `createContext` resolves credentials, language
 * and rate limits exactly as for HTTP: the upgrade's cookies and headers, with the connection params
 * in the headers they stand for. The upgrade's `x-request-id` is dropped: every operation is a
 * request of its own in the logs, with its own id. It is a POST: Yoga refuses mutations in GET
 * requests (they could come from links), while a socket passed the Origin check like a preflighted POST.
 */
export function operationRequest(upgrade: IncomingMessage, params: Readonly<ConnectionParams> | undefined): Request {
  const headers = headersOf(upgrade);
  headers.delete('x-request-id');
  const authorization = authorizationOf(params?.authorization);
  if (authorization !== undefined) headers.set('authorization', authorization);
  if (typeof params?.sessionToken === 'string') headers.set(SESSION_TOKEN_HEADER, params.sessionToken);
  return new Request(OPERATION_URL, { method: 'POST', headers });
}
