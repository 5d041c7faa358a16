import type { Readable } from 'node:stream';
import { UpstreamError } from './UpstreamError.ts';

/**
 * The largest upstream answer the gateway reads: a page of 100 items or the example image is far
 * below it; a runaway or hostile upstream must not exhaust the gateway's memory.
 */
const MAX_UPSTREAM_BODY_BYTES = 10 * 1024 * 1024;

/** The text of an upstream answer, refused as `bad_response` once it exceeds `limit` bytes. */
export async function readBody(
  path: string,
  httpStatus: number,
  body: Readable,
  limit = MAX_UPSTREAM_BODY_BYTES,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    // Leaving the loop by throwing destroys the stream, and with it the socket.
    if (size > limit) {
      throw new UpstreamError({ kind: 'bad_response', path, httpStatus, text: `answer larger than ${limit} bytes` });
    }
    chunks.push(chunk);
  }
  // TextDecoder as `fetch` decoded: a UTF-8 byte-order mark is dropped, invalid bytes become U+FFFD.
  return new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}
