import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { UpstreamAnswer } from './answerHandler.ts';
import { webResponseOf } from './webResponse.ts';

function answerOf(body: Readable, status = 200): UpstreamAnswer {
  return { status, headers: { 'content-type': 'application/pdf' }, setCookies: [], body };
}

/** A body whose chunks arrive when the test pushes them, as an upstream answer's do. */
function pushedBody(): Readable {
  return new Readable({ read() {} });
}

describe('webResponseOf', () => {
  it('streams the whole answer and ends', async () => {
    const body = pushedBody();
    const response = webResponseOf(answerOf(body));
    body.push(Buffer.from('%PDF-'));
    body.push(Buffer.from('1.7'));
    body.push(null);
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('a file dropped unread (a refused download) destroys its answer and takes no chunk after', async () => {
    // The stream's first pull (a microtask after it is made) asks the body to flow, which starts on the
    // next tick; a cancel in between left that tick to hand the buffered chunk to the cancelled stream,
    // which threw from the tick: an uncaught exception. Each count of microtasks in between is tried.
    for (let microtasks = 0; microtasks < 4; microtasks += 1) {
      const body = pushedBody();
      body.push(Buffer.from('{"error":"not found"}'));
      const response = webResponseOf(answerOf(body));
      for (let i = 0; i < microtasks; i += 1) await Promise.resolve();
      await response.body?.cancel();
      body.push(Buffer.from('more'));
      await nextTurn();
      expect(body.destroyed).toBe(true);
    }
  });

  it('an answer failing midway fails the reader', async () => {
    const body = pushedBody();
    const response = webResponseOf(answerOf(body));
    body.push(Buffer.from('part'));
    const reading = response.arrayBuffer();
    await nextTurn();
    body.destroy(new Error('upstream reset'));
    await expect(reading).rejects.toThrow('upstream reset');
  });

  it('an answer closed before its end fails the reader rather than ending it cleanly', async () => {
    const body = pushedBody();
    const response = webResponseOf(answerOf(body));
    body.push(Buffer.from('part'));
    const reading = response.arrayBuffer();
    await nextTurn();
    body.destroy();
    await expect(reading).rejects.toThrow();
  });
});
