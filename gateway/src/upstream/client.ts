import type { Logger } from 'pino';
import { decodeEnvelope, type Envelope } from './envelope.ts';
import { readUpstreamSession, upstreamCookieHeader } from './sessionCookie.ts';
import { UpstreamError } from './UpstreamError.ts';

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** A logger bound to the request id (`logger.child({ requestId })`). */
  logger: Logger;
  requestId: string;
  /** Sent as Accept-Language: the upstream localizes `text` by it when a call has no `Lang` field. */
  language: string;
  /** The viewer's upstream session, when signed in. */
  session?: string | undefined;
}

/** The only way modules reach the utility REST API (STYLE.md, Gateway). */
export interface UpstreamClient {
  /** POSTs a JSON body and returns the decoded payload of a status-0 envelope. */
  post<T extends object>(path: string, body?: object): Promise<T & Envelope>;
  /** GETs a path and returns the decoded payload of a status-0 envelope. */
  get<T extends object>(path: string): Promise<T & Envelope>;
  /** POSTs a JSON body and returns the raw response, for files (`000 §7` DownloadLocalizedFile). */
  download(path: string, body: object): Promise<Response>;
  /** The upstream session now: the one bound at creation, or the one a response set or cleared since. */
  session(): string | undefined;
}

function failureOf(error: unknown, path: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new UpstreamError({ kind: 'timeout', path, text: 'the utility API did not answer in time' });
  }
  return new UpstreamError({ kind: 'unavailable', path, text: `the utility API is unreachable: ${message}` });
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let session = options.session;

  async function send(path: string, init: { method: 'GET' | 'POST'; body?: object }): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.language,
      'x-request-id': options.requestId,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (session !== undefined) headers['cookie'] = upstreamCookieHeader(session);
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'manual',
    });
    const updated = readUpstreamSession(response.headers.getSetCookie());
    if (updated !== undefined) session = updated ?? undefined;
    return response;
  }

  async function call<T extends object>(path: string, init: { method: 'GET' | 'POST'; body?: object }) {
    const started = performance.now();
    let httpStatus: number | undefined;
    let status: number | undefined;
    try {
      const response = await send(path, init);
      httpStatus = response.status;
      const payload = decodeEnvelope<T>(path, response.status, await response.text());
      status = payload.status;
      return payload;
    } catch (error) {
      const failure = failureOf(error, path);
      status = failure.status;
      httpStatus = failure.httpStatus ?? httpStatus;
      throw failure;
    } finally {
      const ms = Math.round(performance.now() - started);
      options.logger.info({ path, ms, status, httpStatus }, 'upstream call');
    }
  }

  return {
    post: (path, body = {}) => call(path, { method: 'POST', body }),
    get: (path) => call(path, { method: 'GET' }),
    async download(path, body) {
      const started = performance.now();
      try {
        const response = await send(path, { method: 'POST', body });
        if (response.status >= 500) {
          throw new UpstreamError({ kind: 'unavailable', path, httpStatus: response.status, text: 'download failed' });
        }
        options.logger.info(
          { path, ms: Math.round(performance.now() - started), httpStatus: response.status },
          'upstream download',
        );
        return response;
      } catch (error) {
        throw failureOf(error, path);
      }
    },
    session: () => session,
  };
}
