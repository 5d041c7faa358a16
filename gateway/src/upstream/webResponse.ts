import { Readable } from 'node:stream';
import type { UpstreamAnswer } from './answerHandler.ts';

/** Statuses whose answers have no body: `Response` refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The answer as a fetch `Response`, for `UpstreamClient.download`: its caller streams the file to
 * the browser and reads its headers as it did when the client used `fetch`. Only files pay for it.
 */
export function webResponseOf(answer: UpstreamAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  if (NULL_BODY_STATUSES.has(answer.status)) {
    answer.body.resume();
    return new Response(null, { status: answer.status, headers });
  }
  // Node's web stream and the DOM lib's are the same object with different typings.
  const body = Readable.toWeb(answer.body) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: answer.status, headers });
}
