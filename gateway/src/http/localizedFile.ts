import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createContext, type GatewayServices } from '../context.ts';
import { localizedFileValueOfSlug } from '../modules/texts/localizedFiles.ts';
import { sendJson } from './respond.ts';

/** Path prefix of the guides (`LocalizedFile.downloadUrl`). */
export const LOCALIZED_FILE_PREFIX = '/files/localized/';

/** Headers of the upstream file that the browser needs to save it under its name (`000 §7`). */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-disposition'];

/**
 * Streams a guide from `/Utility/DownloadLocalizedFile` in the request's language, with the viewer's
 * upstream session. The upstream answers a JSON envelope instead of a file when there is none.
 */
export async function localizedFile(
  services: GatewayServices,
  request: Request,
  slug: string,
  res: ServerResponse<IncomingMessage>,
): Promise<void> {
  const value = localizedFileValueOfSlug(slug);
  if (value === undefined) return sendJson(res, 404, { error: 'NOT_FOUND', message: 'Unknown guide.' });
  const ctx = await createContext(services, request);
  const response = await ctx.upstream.download('/Utility/DownloadLocalizedFile', { Value: value, Lang: ctx.language });
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || contentType.includes('application/json') || response.body === null) {
    await response.body?.cancel();
    return sendJson(res, 404, { error: 'NOT_FOUND', message: 'This guide is not available.' });
  }
  const headers: Record<string, string> = { 'cache-control': 'private, no-cache' };
  for (const name of FORWARDED_HEADERS) {
    const header = response.headers.get(name);
    if (header !== null) headers[name] = header;
  }
  res.writeHead(200, headers);
  // Fetch's stream type and Node's are the same object with different typings.
  Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(res);
}
