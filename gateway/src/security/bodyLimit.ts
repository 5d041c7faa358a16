import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from './limits.ts';

const HTTP_PAYLOAD_TOO_LARGE = 413;

function tooLarge(limit: number) {
  return createGraphQLError(`The request body is larger than ${limit} bytes.`, {
    extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: HTTP_PAYLOAD_TOO_LARGE } },
  });
}

/** A single non-negative integer: Node's parser refuses anything else, this only decides the fast path. */
const CONTENT_LENGTH = /^\d+$/;

/** The body's bytes, refused with 413 as soon as they exceed the limit (a chunked body has no length). */
async function readLimited(request: Request): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body !== null) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > MAX_JSON_BODY_BYTES) throw tooLarge(MAX_JSON_BODY_BYTES);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, size);
}

/** A multipart body that errors with 413 once more than `limit` bytes went through (Yoga's own limiter, kept for uploads). */
function limitedStream(request: Request, limit: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }): Request {
  if (request.body === null) return request;
  const Transform = request.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let size = 0;
  const body = request.body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Size limits on GraphQL request bodies (`limits.ts`), in place of Yoga's `maxRequestBodySize`
 * (off in `yoga.ts`: it piped every body through a web TransformStream, a tenth of a millisecond per
 * request). A declared Content-Length over the limit is refused before reading. JSON bodies are read
 * up to `MAX_JSON_BODY_BYTES` and handed to Yoga's own parser; multipart uploads stream through a
 * counter that stops at `MAX_MULTIPART_BODY_BYTES`, besides their per-file and per-field limits
 * (docs/architecture.md §3, Uploads).
 */
export function useBodyLimit(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (request.method !== 'POST' || requestParser === undefined) return;
      const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/');
      const limit = multipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES;
      if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge(limit);
      if (multipart) {
        setRequestParser((original) => requestParser(limitedStream(original, limit, fetchAPI)));
        return;
      }
      setRequestParser(async (original) => {
        // A declared length within the limit (checked above): Node's HTTP parser ends the body there, so
        // Yoga's parser reads it as it came, without a copy into a new request.
        if (CONTENT_LENGTH.test(original.headers.get('content-length') ?? '')) return requestParser(original);
        const body = await readLimited(original);
        return requestParser(new fetchAPI.Request(original.url, { method: original.method, headers: original.headers, body }));
      });
    },
  };
}
