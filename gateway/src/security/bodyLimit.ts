import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { MAX_JSON_BODY_BYTES } from './limits.ts';

const HTTP_PAYLOAD_TOO_LARGE = 413;

function tooLarge() {
  return createGraphQLError(`The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`, {
    extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: HTTP_PAYLOAD_TOO_LARGE } },
  });
}

/** The body's bytes, refused with 413 as soon as they exceed the limit (chunked bodies have no length). */
async function readLimited(request: Request): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body !== null) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > MAX_JSON_BODY_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, size);
}

/**
 * A size limit on GraphQL request bodies (`limits.ts`): Yoga reads bodies whole and has none.
 * A declared Content-Length over the limit is refused before reading; other bodies are read up to
 * the limit and handed to Yoga's own parser. Multipart uploads are left to their own limits,
 * enforced while streaming (DESIGN §3, Uploads).
 */
export function useBodyLimit(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (request.method !== 'POST' || requestParser === undefined) return;
      if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')) return;
      if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) throw tooLarge();
      setRequestParser(async (original) => {
        const body = await readLimited(original);
        return requestParser(
          new fetchAPI.Request(original.url, { method: original.method, headers: original.headers, body }),
        );
      });
    },
  };
}
