import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { UpstreamHeaders } from './answerHandler.ts';

function decoderOf(coding: string): Transform | undefined {
  if (coding === 'gzip' || coding === 'x-gzip') return createGunzip();
  if (coding === 'deflate') return createInflate();
  if (coding === 'br') return createBrotliDecompress();
  return undefined;
}

/**
 * The body as `fetch` gave it: decoded from the content codings it asked for (`ACCEPT_ENCODING`),
 * last applied first; a coding it does not know leaves the body as sent, as `fetch` did.
 */
export function decodedBody(headers: UpstreamHeaders, body: Readable): Readable {
  const sent = headers['content-encoding'];
  // A header sent twice lists its codings in order, as one header with commas would.
  const header = typeof sent === 'string' || sent === undefined ? sent : sent.join(',');
  if (header === undefined || header === '' || header === 'identity') return body;
  const decoders: Transform[] = [];
  for (const coding of header.toLowerCase().split(',').reverse()) {
    const decoder = decoderOf(coding.trim());
    if (decoder === undefined) return body;
    decoders.push(decoder);
  }
  // Errors reach the reader through the last stream; destroying it destroys the answer's body too.
  pipeline([body, ...decoders], () => {});
  return decoders.at(-1) ?? body;
}

/** What `fetch` sent when asked nothing: the upstream may compress, and the body is decoded above. */
export const ACCEPT_ENCODING = 'gzip, deflate';
