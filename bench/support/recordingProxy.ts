import { startForwardingProxy } from '../../gateway/src/testing/forwardingProxy.ts';

/** One response that crossed the network, as the server sent it. */
export interface Transfer {
  path: string;
  contentType: string;
  /** Body bytes on the wire, compressed as the gateway sent them. */
  bytes: number;
}

export interface RecordingProxy {
  url: string;
  transfers(): Transfer[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * Sits between Chromium and the gateway and records every response body that crossed the network,
 * whoever asked for it — the page or its service worker. What the browser took from its HTTP cache
 * or the service worker's cache never reaches it: that is exactly "loaded from the network".
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  let transfers: Transfer[] = [];
  const proxy = await startForwardingProxy(target, {
    onAnswer: ({ req, answer }) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.once('end', () =>
        transfers.push({
          path: new URL(req.url ?? '/', 'http://portal.invalid').pathname,
          contentType: String(answer.headers['content-type'] ?? ''),
          bytes,
        }),
      );
    },
  });
  return {
    url: proxy.url,
    transfers: () => [...transfers],
    reset: () => {
      transfers = [];
    },
    close: proxy.close,
  };
}
