import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayServices } from '../context.ts';
import { completeSignOn } from '../modules/sso/completeSignOn.ts';
import type { SsoRedirect } from '../modules/sso/redirect.ts';
import { startSignOn } from '../modules/sso/startSignOn.ts';
import { headersOf, sendJson } from './respond.ts';

/** Single sign-on's browser endpoints (docs/sso.md): top-level GET navigations, never fetched by scripts. */
export const SSO_PREFIX = '/auth/sso/';

function requestOf(req: IncomingMessage, url: URL): Request {
  const host = req.headers.host ?? '127.0.0.1';
  return new Request(new URL(`${url.pathname}${url.search}`, `http://${host}`), { headers: headersOf(req) });
}

function redirect(res: ServerResponse, answer: SsoRedirect): void {
  res.writeHead(303, { location: answer.location, 'set-cookie': answer.setCookies, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}

export async function ssoRoute(services: GatewayServices, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method !== 'GET') return sendJson(res, 405, { error: 'METHOD_NOT_ALLOWED', message: 'Use GET.' });
  const request = requestOf(req, url);
  if (url.pathname === `${SSO_PREFIX}start`) return redirect(res, await startSignOn(services, request));
  if (url.pathname === `${SSO_PREFIX}callback`) return redirect(res, await completeSignOn(services, request));
  sendJson(res, 404, { error: 'NOT_FOUND', message: 'No such single sign-on endpoint.' });
}
