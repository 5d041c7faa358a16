import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';
import { type Encoding, preferredEncoding } from './compressedFile.ts';

/**
 * Answers smaller than this go as they are. Compressing costs the gateway about 0.1 ms a request at
 * these sizes (reading the answer back, brotli, a new response), and an answer of three TCP segments
 * or fewer gains little from it. The shell's answer (2.8 KB) stays below; an enquiry's 50 rows
 * (17.5 KB → 2.5 KB) and the other lists are well above.
 */
export const MIN_COMPRESSED_BYTES = 4 * 1024;
/** Up to this size the answer is compressed on the spot (brotli at quality 2: 0.03–0.07 ms for 5–14 KB); larger ones off the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024;
/** JSON answers only: event streams and incremental multipart answers must reach the client as they are written. */
const COMPRESSIBLE_TYPE = /^application\/(?:graphql-response\+)?json\b/i;

/**
 * Brotli at quality 2: within a few percent of quality 4's size in half its time or less, and as small
 * as gzip at level 6 or smaller (an enquiry's 50 rows: 2.48 KB against 2.59 KB).
 */
function brotliOptions(size: number) {
  // The size hint lets the encoder size its window and tables to the body instead of 4 MB.
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What both servers' headers offer: the Fetch API's `Headers` and Apollo's `HeaderMap`. */
interface HeaderFields {
  get(name: string): string | null | undefined;
  has(name: string): boolean;
  set(name: string, value: string): unknown;
}

/**
 * The encoding a GraphQL answer of `size` bytes goes in, or undefined to send it as it is: JSON answers
 * (never event streams or incremental multipart ones) of MIN_COMPRESSED_BYTES or more, not encoded
 * already, to a client whose `Accept-Encoding` allows brotli or gzip. Used by the Yoga plugin below and
 * by the Apollo mount (`apollo/httpHandler.ts`), so both answer by the same rules.
 */
export function answerEncoding(size: number, answer: Pick<HeaderFields, 'get' | 'has'>, acceptEncoding: string | null | undefined): Encoding | undefined {
  // The size first: most answers are small, and then nothing else is read.
  if (!(size >= MIN_COMPRESSED_BYTES) || answer.has('content-encoding')) return undefined;
  if (!COMPRESSIBLE_TYPE.test(answer.get('content-type') ?? '')) return undefined;
  return preferredEncoding(acceptEncoding);
}

function compress(body: Uint8Array, encoding: Encoding): Buffer | Promise<Buffer> {
  const sync = body.length <= SYNC_LIMIT_BYTES;
  if (encoding === 'br') return sync ? brotliCompressSync(body, brotliOptions(body.length)) : brotliAsync(body, brotliOptions(body.length));
  return sync ? gzipSync(body, GZIP_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
}

/** The answer's bytes in `encoding`, with its headers saying so (`Content-Encoding`, `Vary`, `Content-Length`). */
export async function compressAnswer(body: Uint8Array, encoding: Encoding, headers: HeaderFields): Promise<Buffer> {
  const compressed = await compress(body, encoding);
  const vary = headers.get('vary');
  headers.set('content-encoding', encoding);
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  headers.set('content-length', String(compressed.length));
  return compressed;
}

/**
 * Compresses GraphQL's JSON answers (brotli or gzip, as the client accepts) from MIN_COMPRESSED_BYTES:
 * over a real network an enquiry's list or a screen's query arrives in a fraction of the bytes. The
 * gateway serves the client's files compressed the same way (`staticFiles.ts`). Runs after the other
 * plugins' `onResponse` (it is the last plugin), so their headers stay on the answer.
 */
export function useResponseCompression(): Plugin {
  return {
    // Not async: the answers that stay as they are (most of them) add no promise to the response path.
    onResponse({ request, response, setResponse, fetchAPI }) {
      const headers = response.headers;
      const encoding = answerEncoding(Number(headers.get('content-length')), headers, request.headers.get('accept-encoding'));
      if (encoding === undefined) return;
      return (async () => {
        // The same Headers object, so every header the other plugins set (cookies too) stays; the fetch
        // adapter kept a text body's type apart from the headers it lists, so it is set on them.
        headers.set('content-type', headers.get('content-type') ?? '');
        const body = new Uint8Array(await response.arrayBuffer());
        const compressed = await compressAnswer(body, encoding, headers);
        // zlib answers Buffers over plain ArrayBuffers.
        setResponse(new fetchAPI.Response(compressed as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers }));
      })();
    },
  };
}
