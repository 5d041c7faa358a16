import { SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Logger } from 'pino';
import { REQUEST_ID_ATTRIBUTE } from '../tracing/tracing.ts';
import { decodeEnvelope } from './envelope.ts';
import { ACCEPT_ENCODING } from './contentEncoding.ts';
import type { Admission, UpstreamFamilies } from './families.ts';
import { failureOf, isTransient, isUpstreamFault, outcomeOf } from './failures.ts';
import { MAX_UPSTREAM_BODY_BYTES, readBody } from './responseBody.ts';
import { retryDelayMs, sleep } from './retry.ts';
import { readUpstreamSession, upstreamCookieHeader } from './sessionCookie.ts';
import type { UpstreamAnswer } from './answerHandler.ts';
import type { UpstreamTransport } from './transport.ts';
import { UpstreamError } from './UpstreamError.ts';
import type { UpstreamBody, UpstreamBodyArgument, UpstreamPath, UpstreamPayload } from './upstreamPaths.ts';
import { webResponseOf } from './webResponse.ts';

/** One attempt of an upstream call, for metrics: `outcome` is the HTTP status or why there was none. */
interface UpstreamAttempt {
  path: string;
  outcome: string;
  seconds: number;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  /** The gateway instance's connections to the upstream (`createUpstreamTransport`). */
  transport: UpstreamTransport;
  /** Budget of one call, retries included (`UPSTREAM_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Extra attempts of a read after a transient failure (`UPSTREAM_RETRIES`). */
  retries: number;
  /** Shared by every client of one gateway instance: each path family's slots and health (`families.ts`). */
  families: UpstreamFamilies;
  /** A logger bound to the request id (`logger.child({ requestId })`). */
  logger: Logger;
  /** Set when tracing is on: each attempt becomes a span under the operation's span. */
  tracer?: Tracer | undefined;
  requestId: string;
  /** Sent as Accept-Language: the upstream localizes `text` by it when a call has no `Lang` field. */
  language: string;
  /** The viewer's upstream session, when signed in. */
  session?: string | undefined;
  /** Other upstream cookies this caller holds for the browser (the trusted-computer token of sign-in). */
  cookies?: Readonly<Record<string, string>> | undefined;
  /** Sees every Set-Cookie of the upstream's answers, for cookies other than the session. */
  onSetCookies?: ((setCookies: readonly string[]) => void) | undefined;
  onAttempt?: (attempt: UpstreamAttempt) => void;
  /** Told when the upstream answers that the viewer's session has ended (envelope status 3). */
  onSessionEnded?: (() => void) | undefined;
}

/**
 * The only way modules reach the utility REST API (docs/architecture.md §7). The upstream POSTs its reads
 * too (`000 §7`), so each call says whether it is a read: only reads are retried, because repeating
 * a sign-in or a language change after a lost answer could act twice.
 */
export interface UpstreamClient {
  /** POSTs a call that changes upstream state and returns the decoded payload of a status-0 envelope. */
  post<P extends UpstreamPath>(path: P, ...body: UpstreamBodyArgument<P>): Promise<UpstreamPayload<P>>;
  /**
   * POSTs a call that only reads (settings, texts, profile, accounts); retried on transient failures. A
   * query string, where the call takes one, is written into the path.
   */
  read<P extends UpstreamPath>(path: P | `${P}?${string}`, ...body: UpstreamBodyArgument<P>): Promise<UpstreamPayload<P>>;
  /**
   * GETs a path (a read, retried like `read`), its query string written into it, and returns the
   * decoded payload of a status-0 envelope.
   */
  get<P extends UpstreamPath<'get'>>(path: P | `${P}?${string}`): Promise<UpstreamPayload<P, 'get'>>;
  /**
   * POSTs a multipart form (files and fields, `002 §7` CreateApplication, ProcessAttachments) and
   * returns the decoded payload of a status-0 envelope. The form is streamed, never retried.
   */
  upload<P extends UpstreamPath>(path: P, form: FormData): Promise<UpstreamPayload<P>>;
  /** POSTs a read and returns the raw response, for files (`000 §7` DownloadLocalizedFile). */
  download<P extends UpstreamPath>(path: P, body: UpstreamBody<P>): Promise<Response>;
  /**
   * POSTs a call that changes upstream state and returns the raw response, for the spec's answers
   * that are not envelopes (`002 §7` /Session/Create answers the bare session id). Never retried:
   * a repeated session start would open a second session and send new codes.
   */
  exchange<P extends UpstreamPath>(path: P, body: UpstreamBody<P>): Promise<Response>;
  /** The upstream session now: the one bound at creation, or the one a response set or cleared since. */
  session(): string | undefined;
}

interface CallInit {
  method: 'GET' | 'POST';
  body?: object | undefined;
  form?: FormData | undefined;
  isRead: boolean;
  /** The answer is a JSON envelope, read whole (`UpstreamRequest.wholeLimit`). */
  whole: boolean;
}

/** A form as a multipart stream and its content type (with the boundary), as `fetch` would send it. */
function multipartOf(form: FormData): { contentType: string; body: Readable } {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  // Fetch's stream type and Node's are the same object with different typings.
  const body = encoded.body === null ? Readable.from([]) : Readable.fromWeb(encoded.body as NodeReadableStream<Uint8Array>);
  return { contentType, body };
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { families, logger } = options;
  let session = options.session;

  async function send(path: string, init: CallInit, pool: string, timeoutMs: number): Promise<UpstreamAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': ACCEPT_ENCODING,
      'accept-language': options.language,
      'x-request-id': options.requestId,
    };
    let body: string | Readable | undefined;
    if (init.form !== undefined) {
      const multipart = multipartOf(init.form);
      headers['content-type'] = multipart.contentType;
      body = multipart.body;
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const cookies = Object.entries(options.cookies ?? {}).map(([name, value]) => `${name}=${value}`);
    if (session !== undefined) cookies.unshift(upstreamCookieHeader(session));
    if (cookies.length > 0) headers['cookie'] = cookies.join('; ');
    // Like `fetch` with `redirect: 'manual'`, a redirect is answered as is: Node's client never follows one.
    const answer = await options.transport.request(new URL(`${baseUrl}${path}`), {
      pool,
      method: init.method,
      headers,
      body,
      timeoutMs,
      wholeLimit: init.whole ? MAX_UPSTREAM_BODY_BYTES : undefined,
    });
    const updated = readUpstreamSession(answer.setCookies);
    options.onSetCookies?.(answer.setCookies);
    if (updated !== undefined) session = updated ?? undefined;
    return answer;
  }

  function startSpan(path: string, method: string): Span | undefined {
    return options.tracer?.startSpan(`upstream ${method} ${path}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'url.path': path, [REQUEST_ID_ATTRIBUTE]: options.requestId },
    });
  }

  function endSpan(span: Span | undefined, httpStatus: number | undefined, failure: UpstreamError | undefined): void {
    if (span === undefined) return;
    if (httpStatus !== undefined) span.setAttribute('http.response.status_code', httpStatus);
    if (failure !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: `${failure.kind}: ${failure.text}` });
    span.end();
  }

  /** Its family's slot and breaker for one attempt, or the refusal, counted as an attempt that was never sent. */
  async function admit(path: string, deadline: number): Promise<Admission> {
    const started = performance.now();
    try {
      return await families.admit(path, deadline - started);
    } catch (error) {
      const failure = error as UpstreamError;
      const seconds = (performance.now() - started) / 1000;
      logger.info({ path, ms: Math.round(seconds * 1000), failure: failure.refused }, 'upstream call refused');
      options.onAttempt?.({ path, outcome: outcomeOf(undefined, failure), seconds });
      throw failure;
    }
  }

  /** One attempt through its family's bulkhead and breaker, finished by `settle` (decoding the answer) within `deadline`. */
  async function attempt<R>(
    path: string,
    init: CallInit,
    deadline: number,
    settle: (answer: UpstreamAnswer) => Promise<R>,
  ): Promise<R> {
    const { family, breaker, release } = await admit(path, deadline);
    const started = performance.now();
    const span = startSpan(path, init.method);
    let httpStatus: number | undefined;
    let failure: UpstreamError | undefined;
    let answered = false;
    try {
      const answer = await send(path, init, family, Math.max(1, Math.ceil(deadline - started)));
      answered = true;
      // The slot stands for the connection: it is free once the body is read or dropped, which for a
      // file streamed to the browser is after `settle`; an answer read whole has arrived whole.
      if (answer.body === undefined || answer.body.closed) release();
      else answer.body.once('close', release);
      httpStatus = answer.status;
      const result = await settle(answer);
      breaker.recordSuccess();
      return result;
    } catch (error) {
      failure = failureOf(error, path);
      if (!answered) release();
      if (failure.kind === 'unauthenticated' && session !== undefined) options.onSessionEnded?.();
      if (isUpstreamFault(failure)) breaker.recordFailure();
      else breaker.recordSuccess();
      throw failure;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      logger.info(
        { path, ms: Math.round(seconds * 1000), status: failure?.status, httpStatus, failure: failure?.kind },
        'upstream call',
      );
      options.onAttempt?.({ path, outcome: outcomeOf(httpStatus, failure), seconds });
      endSpan(span, httpStatus, failure);
    }
  }

  /** Attempts a call until it succeeds, fails for good, or a retry would not fit in the time budget. */
  async function call<R>(path: string, init: CallInit, settle: (answer: UpstreamAnswer) => Promise<R>): Promise<R> {
    const deadline = performance.now() + options.timeoutMs;
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(path, init, deadline, settle);
      } catch (error) {
        const failure = error as UpstreamError;
        const delay = retryDelayMs(retry);
        if (!init.isRead || retry >= options.retries || !isTransient(failure) || performance.now() + delay >= deadline) {
          throw failure;
        }
        logger.warn({ path, retry: retry + 1, delayMs: delay, failure: failure.text }, 'upstream call retried');
        await sleep(delay);
      }
    }
  }

  /** The answer as a web Response, unless the upstream failed (5xx). */
  function rawAnswer(path: string) {
    return async (answer: UpstreamAnswer) => {
      if (answer.status < 500) return webResponseOf(answer);
      answer.body?.destroy();
      throw new UpstreamError({ kind: 'unavailable', path, httpStatus: answer.status, text: 'the utility API failed' });
    };
  }

  function envelope(path: string) {
    return async (answer: UpstreamAnswer) =>
      decodeEnvelope(path, answer.status, answer.body === undefined ? answer.text : await readBody(path, answer.status, answer.body));
  }

  /** A call answered by a JSON envelope, read whole; a call answered by whatever the upstream sent, as a stream. */
  const json = (path: string, init: Omit<CallInit, 'whole'>) => call(path, { ...init, whole: true }, envelope(path));
  const raw = (path: string, init: Omit<CallInit, 'whole'>) => call(path, { ...init, whole: false }, rawAnswer(path));

  const client = {
    post: (path: string, body: object = {}) => json(path, { method: 'POST', body, isRead: false }),
    read: (path: string, body: object = {}) => json(path, { method: 'POST', body, isRead: true }),
    get: (path: string) => json(path, { method: 'GET', isRead: true }),
    upload: (path: string, form: FormData) => json(path, { method: 'POST', form, isRead: false }),
    download: (path: string, body: object | undefined) => raw(path, { method: 'POST', body, isRead: true }),
    exchange: (path: string, body: object | undefined) => raw(path, { method: 'POST', body, isRead: false }),
    session: () => session,
  };
  // The payloads' types are the contract document's (upstreamPaths.ts): the decoder checks the envelope, not the shape.
  return client as UpstreamClient;
}
