import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';

export type JsonBody = { body: unknown; error?: undefined } | { error: GraphQLError; status: number };

/** A JSON request body read up to `maxBytes` (refused with 413 beyond), as Yoga's body limit does. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      req.resume();
      const error = new GraphQLError(`The request body is larger than ${maxBytes} bytes.`, {
        extensions: { code: 'PAYLOAD_TOO_LARGE' },
      });
      return { error, status: 413 };
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { error: new GraphQLError('The request body is not valid JSON.', { extensions: { code: 'BAD_REQUEST' } }), status: 400 };
  }
}
