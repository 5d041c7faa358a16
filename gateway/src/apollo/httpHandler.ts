import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { processRequest } from 'graphql-upload-minimal';
import { createContext, type GatewayContext, type GatewayServices } from '../context.ts';
import { headersOf } from '../http/respond.ts';
import { answerEncoding, compressAnswer } from '../http/responseCompression.ts';
import { takeResponseCookies } from '../request/responseCookies.ts';
import { tokenLimitError } from '../security/armor.ts';
import { CSRF_HEADERS } from '../security/csrf.ts';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES } from '../security/limits.ts';
import { resolvePersistedRequest, searchOf, searchParamsOf } from './persistedRequest.ts';
import { readJsonBody } from './readJsonBody.ts';

/** A single operation; anything else (a batch, a scalar) is left for Apollo to refuse. */
function isParams(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function isMultipart(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** A GraphQL error answer written by hand, in the shape Apollo itself answers. */
function sendErrors(res: ServerResponse, status: number, error: GraphQLError, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ errors: [{ message: error.message, extensions: { ...error.extensions, http: undefined } }] }));
}

/** Checked by shape: Yoga's `createGraphQLError` may come from the other copy of `graphql` (ESM/CommonJS). */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && typeof (error as { extensions?: unknown }).extensions === 'object';
}

/**
 * Errors of the shared context factory (unknown API token 401, rate limit 429) and of persisted
 * documents (400), with their status and headers.
 */
function sendContextFailure(res: ServerResponse, error: unknown): void {
  if (!isGraphQLError(error)) throw error;
  const http = (error.extensions['http'] ?? {}) as { status?: number; headers?: Record<string, string> };
  sendErrors(res, http.status ?? 500, error, http.headers);
}

/** Writes Apollo's answer; a complete JSON one compressed by the same rules as Yoga's (`http/responseCompression.ts`). */
async function writeResponse(res: ServerResponse, answer: HTTPGraphQLResponse, cookies: string[], acceptEncoding: string | null): Promise<void> {
  const writeHead = () => {
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.statusCode = answer.status ?? 200;
  };
  if (answer.body.kind === 'complete') {
    let body: string | Buffer = answer.body.string;
    const encoding = answerEncoding(Buffer.byteLength(body), answer.headers, acceptEncoding);
    if (encoding !== undefined) body = await compressAnswer(Buffer.from(body), encoding, answer.headers);
    writeHead();
    res.end(body);
    return;
  }
  // Incremental answers (multipart) go as they are written.
  writeHead();
  for await (const chunk of answer.body.asyncIterator) res.write(chunk);
  res.end();
}

/**
 * Apollo Server on node:http without Express. The context is built first, by the same factory as
 * Yoga's, so that a refused API token or a spent rate limit answers with its own status. Multipart
 * bodies follow the GraphQL multipart request specification through graphql-upload-minimal, with
 * the file limits enforced while streaming; they need a CSRF header, which Apollo can no longer
 * check once the body has been turned into JSON.
 */
export function apolloRequestHandler(services: GatewayServices, apollo: ApolloServer<GatewayContext>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const headers = headersOf(req);
    const request = new Request(url, { headers });
    let context: GatewayContext;
    try {
      context = await createContext(services, request, req.socket.remoteAddress);
    } catch (error) {
      return sendContextFailure(res, error);
    }
    const headerMap = new HeaderMap([...headers]);
    let body: unknown;
    if (req.method === 'POST' && isMultipart(headers)) {
      if (!CSRF_HEADERS.some((name) => headers.has(name))) {
        // The same answer as Yoga's CSRF prevention (`security/csrf.ts`).
        return sendErrors(res, 403, new GraphQLError('Required CSRF header(s) not present'));
      }
      body = await processRequest(req, res, { maxFileSize: MAX_UPLOAD_FILE_BYTES, maxFiles: MAX_UPLOAD_FILES });
      headerMap.set('content-type', 'application/json');
    } else if (req.method === 'POST') {
      const parsed = await readJsonBody(req, MAX_JSON_BODY_BYTES);
      if (parsed.error !== undefined) return sendErrors(res, parsed.status, parsed.error);
      body = parsed.body;
    }
    let search = url.search;
    let query: unknown;
    // A GET without parameters is Apollo's landing page, not an operation.
    if (req.method === 'GET' && url.search !== '') {
      const params = searchParamsOf(url);
      const resolved = resolvePersistedRequest(params, url, headers, services);
      if (resolved.error !== undefined) return sendContextFailure(res, resolved.error);
      if (resolved.params !== params) search = searchOf(url, resolved.params);
      query = resolved.params['query'];
    } else if (isParams(body)) {
      const resolved = resolvePersistedRequest(body, url, headers, services);
      if (resolved.error !== undefined) return sendContextFailure(res, resolved.error);
      body = resolved.params;
      query = resolved.params['query'];
    }
    const overTokens = typeof query === 'string' ? tokenLimitError(query) : undefined;
    if (overTokens !== undefined) return sendErrors(res, 400, overTokens);
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers: headerMap, search, body },
      context: async () => context,
    });
    await writeResponse(res, answer, takeResponseCookies(request), headers.get('accept-encoding'));
  };
}
