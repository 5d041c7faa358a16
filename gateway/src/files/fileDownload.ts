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
   * `query` is the URL's query string, for kinds whose file is described by parameters (the map image).
   * A kind may also throw the GraphQL guards' errors (401, 403, 400) or a `FileRouteError`.
   */
  fetch(ctx: GatewayContext, key: string, query: URLSearchParams): Promise<Response | null>;
  /** The answer's `Cache-Control`; `private, no-cache` when not given. */
  cacheControl?: string;
}

/** A failure a kind answers with its own HTTP status and JSON error instead of 404 (the map image's 502). */
export class FileRouteError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'FileRouteError';
    this.status = status;
    this.code = code;
  }
}

/** The URL of one file, with the key escaped: what GraphQL fields hand to the browser. */
export function fileUrl(kind: string, key: string): string {
  return `${FILES_PREFIX}${kind}/${encodeURIComponent(key)}`;
}
