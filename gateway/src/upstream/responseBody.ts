import { UpstreamError } from './UpstreamError.ts';

/**
 * The largest upstream answer the gateway reads: a page of 100 items or the example image is far
 * below it; a runaway or hostile upstream must not exhaust the gateway's memory.
 */
export const MAX_UPSTREAM_BODY_BYTES = 10 * 1024 * 1024;

/** The text of an upstream answer, refused as `bad_response` once it exceeds `limit` bytes. */
export async function readBody(path: string, response: Response, limit = MAX_UPSTREAM_BODY_BYTES): Promise<string> {
  if (response.body === null) return '';
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    // Leaving the loop by throwing cancels the stream.
    if (size > limit) {
      throw new UpstreamError({
        kind: 'bad_response',
        path,
        httpStatus: response.status,
        text: `answer larger than ${limit} bytes`,
      });
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}
