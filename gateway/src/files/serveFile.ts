import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createContext, type GatewayServices } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { FILE_DOWNLOADS } from './downloadKinds.ts';
import { FILES_PREFIX } from './fileDownload.ts';

/** Headers of the upstream file that the browser needs to save it under its name (`000 §7`). */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-disposition'];

const byKind = new Map(FILE_DOWNLOADS.map((download) => [download.kind, download]));

function notFound(res: ServerResponse<IncomingMessage>): void {
  sendJson(res, 404, { error: 'NOT_FOUND', message: 'This file is not available.' });
}

/**
 * Streams `/files/<kind>/<key>` from the utility API with the viewer's upstream session, never
 * buffering it. The upstream answers a JSON envelope instead of a file when there is none.
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
  const response = await download.fetch(ctx, key);
  const contentType = response?.headers.get('content-type') ?? '';
  if (response === null || !response.ok || contentType.includes('application/json') || response.body === null) {
    await response?.body?.cancel();
    return notFound(res);
  }
  const headers: Record<string, string> = { 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' };
  for (const name of FORWARDED_HEADERS) {
    const header = response.headers.get(name);
    if (header !== null) headers[name] = header;
  }
  res.writeHead(200, headers);
  // Fetch's stream type and Node's are the same object with different typings.
  Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(res);
}
