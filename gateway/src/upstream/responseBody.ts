import { finished, type Readable } from 'node:stream';
import { UpstreamError } from './UpstreamError.ts';

/**
 * The largest upstream answer the gateway reads: a page of 100 items or the example image is far
 * below it; a runaway or hostile upstream must not exhaust the gateway's memory.
 */
export const MAX_UPSTREAM_BODY_BYTES = 10 * 1024 * 1024;

/** The refusal of an answer past `limit` bytes: whoever reads it then drops it, closing its connection. */
export function answerTooLarge(path: string, httpStatus: number, limit: number): UpstreamError {
  return new UpstreamError({ kind: 'bad_response', path, httpStatus, text: `answer larger than ${limit} bytes` });
}

const utf8 = new TextDecoder();

/** The text of an answer's chunks, decoded as `fetch` decoded: a UTF-8 byte-order mark is dropped, invalid bytes become U+FFFD. */
export function textOf(chunks: readonly Buffer[]): string {
  return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

/**
 * The text of an upstream answer, refused as `bad_response` once it exceeds `limit` bytes. Read with
 * `data` events rather than `for await`: the stream's async iterator cost more than the reading itself
 * for the few kilobytes of most answers, once per upstream call. Errors and a premature close reject
 * as the iterator did (`finished`).
 */
export function readBody(path: string, httpStatus: number, body: Readable, limit = MAX_UPSTREAM_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    body.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.byteLength;
      if (size > limit) {
        refused = true;
        reject(answerTooLarge(path, httpStatus, limit));
        // Destroying the stream destroys the socket: nothing more of this answer is read.
        body.destroy();
        return;
      }
      chunks.push(chunk);
    });
    finished(body, (error) => {
      if (refused) return;
      if (error) {
        reject(error);
        return;
      }
      resolve(textOf(chunks));
    });
  });
}
