import type { GatewayContext } from '../context.ts';

/** Path prefix of every file the gateway streams from the utility API: `/files/<kind>/<key>`. */
export const FILES_PREFIX = '/files/';

/**
 * One kind of downloadable file (a guide, a bill PDF, a message attachment…). The gateway answers
 * `/files/<kind>/<key>` by calling `fetch` with a context built from the request's cookies or token,
 * so each kind applies the same authorization as the GraphQL field that hands out its URL.
 */
export interface FileDownload {
  /** The URL segment after `/files/`: lower-case letters and dashes. */
  kind: string;
  /**
   * The upstream answer to stream (its content type, length and disposition are forwarded), or null
   * when the key is unknown or the viewer may not read it: both answer 404, so ids cannot be probed.
   */
  fetch(ctx: GatewayContext, key: string): Promise<Response | null>;
}

/** The URL of one file, with the key escaped: what GraphQL fields hand to the browser. */
export function fileUrl(kind: string, key: string): string {
  return `${FILES_PREFIX}${kind}/${encodeURIComponent(key)}`;
}
