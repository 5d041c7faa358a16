import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createContext, type GatewayServices } from '../context.ts';
import { ERROR_CODES } from '../errors.ts';
import { sendJson } from '../http/respond.ts';
import { UpstreamError } from '../upstream/UpstreamError.ts';
import { FILE_DOWNLOADS } from './downloadKinds.ts';
import { FILES_PREFIX, FileRouteError } from './fileDownload.ts';

/** Headers of the upstream file that the browser needs to save it under its name (`000 §7`). */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-disposition'];

/** HTTP statuses of the GraphQL guards' errors a kind may throw (docs/architecture.md §3 Authorization). */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.badUserInput]: 400,
};

const byKind = new Map(FILE_DOWNLOADS.map((download) => [download.kind, download]));

function notFound(res: ServerResponse<IncomingMessage>): void {
  sendJson(res, 404, { error: 'NOT_FOUND', message: 'This file is not available.' });
}

/** The JSON error answer of a refusal or failure a kind threw, or undefined for an unexpected error (500). */
function refusalOf(error: unknown): { status: number; error: string; message: string } | undefined {
  if (error instanceof FileRouteError) return { status: error.status, error: error.code, message: error.message };
  if (error instanceof UpstreamError) {
    return error.kind === 'unauthenticated'
      ? { status: 401, error: ERROR_CODES.unauthenticated, message: 'Your session has ended. Please sign in again.' }
      : { status: 502, error: ERROR_CODES.upstreamError, message: 'The utility service did not answer.' };
  }
  // GraphQL errors by their code: `graphql` may be loaded twice, so no instanceof.
  const code = error instanceof Error ? (error as { extensions?: { code?: unknown } }).extensions?.code : undefined;
  const status = typeof code === 'string' ? STATUS_OF_CODE[code] : undefined;
  return status === undefined || !(error instanceof Error) ? undefined : { status, error: code as string, message: error.message };
}

/**
 * Streams `/files/<kind>/<key>` from the utility API (or the map server) with the viewer's upstream session,
 * never buffering it. The upstream answers a JSON envelope instead of a file when there is none.
 */
export async function serveFile(
  services: GatewayServices,
  request: Request,
  pathname: string,
  res: ServerResponse<IncomingMessage>,
): Promise<void> {
  const rest = pathname.slice(FILES_PREFIX.length);
  const slash = rest.indexOf('/');
  const download = slash > 0 ? byKind.get(rest.slice(0, slash)) : undefined;
  if (download === undefined) return notFound(res);
  let key: string;
  try {
    key = decodeURIComponent(rest.slice(slash + 1));
  } catch {
    return notFound(res);
  }
  const ctx = await createContext(services, request);
  let response: Response | null;
  try {
    response = await download.fetch(ctx, key, new URL(request.url).searchParams);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return sendJson(res, refusal.status, { error: refusal.error, message: refusal.message });
  }
  const contentType = response?.headers.get('content-type') ?? '';
  if (response === null || !response.ok || contentType.includes('application/json') || response.body === null) {
    await response?.body?.cancel();
    return notFound(res);
  }
  const headers: Record<string, string> = { 'cache-control': download.cacheControl ?? 'private, no-cache', 'x-content-type-options': 'nosniff' };
  for (const name of FORWARDED_HEADERS) {
    const header = response.headers.get(name);
    if (header !== null) headers[name] = header;
  }
  res.writeHead(200, headers);
  // Fetch's stream type and Node's are the same object with different typings. A source that fails midway
  // (a map image past its size limit, a stalled upstream) cuts the answer off instead of ending it cleanly;
  // a browser that went away (a cancelled download, a map panned on) is no fault of the gateway's.
  pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res, (error) => {
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      services.logger.warn({ err: error, kind: download.kind }, 'a file stopped before its end');
    }
  });
}
