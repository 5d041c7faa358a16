// The client's tests run in jsdom inside VM contexts (vitest.config.ts, pool 'vmThreads': one jsdom per
// worker instead of one per file). Such a context lacks the web streams that a plain jsdom run inherits
// from Node (browsers have them): give it Node's, as the other pools would.
import { ReadableStream, TextDecoderStream, TextEncoderStream, TransformStream, WritableStream } from 'node:stream/web';

const streams = { ReadableStream, TextDecoderStream, TextEncoderStream, TransformStream, WritableStream };
for (const [name, value] of Object.entries(streams)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
