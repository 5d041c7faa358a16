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
    answer.body?.resume();
    return new Response(null, { status: answer.status, headers });
  }
  // Files are asked for without `wholeLimit`, so their answers come as streams; a text answer is whole.
  return new Response(answer.body === undefined ? answer.text : webStreamOf(answer.body), { status: answer.status, headers });
}

/**
 * The body as a web stream, read as the reader pulls. Not `Readable.toWeb`: a cancel between the
 * stream's first pull and the body's flowing (a tick later) left that tick to enqueue a buffered chunk
 * on the cancelled stream, which threw outside any caller (webResponse.test.ts).
 */
function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  body.pause();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on('data', (chunk: Buffer) => {
        if (settled) return;
        // A copy: the reader may keep or transfer it, and the chunk may share a pooled buffer.
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) body.pause();
      });
      body.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      body.once('error', (error: Error) => {
        if (settled) return;
        settled = true;
        controller.error(error);
      });
      body.once('close', () => {
        if (settled) return;
        settled = true;
        controller.error(new Error('the upstream answer closed before its end'));
      });
    },
    pull() {
      body.resume();
    },
    cancel() {
      settled = true;
      body.destroy();
    },
  }, { highWaterMark: body.readableHighWaterMark, size: (chunk) => chunk.byteLength });
}
