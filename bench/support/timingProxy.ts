import { startForwardingProxy } from '../../gateway/src/testing/forwardingProxy.ts';

/** One upstream call as the proxy saw it: from its first byte in to the last byte of the answer out. */
interface Span {
  start: number;
  end: number;
}

export interface TimingProxy {
  url: string;
  /**
   * Milliseconds the gateway waited on the upstream while serving the request with this id: the union
   * of its calls' spans (parallel calls overlap; counting them twice would hide the gateway's own work).
   */
  upstreamWaitMs(requestId: string): number;
  callCount(requestId: string): number;
  close(): Promise<void>;
}

function unionMs(spans: Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Span | undefined;
  for (const span of sorted) {
    if (current && span.start <= current.end) current.end = Math.max(current.end, span.end);
    else {
      if (current) total += current.end - current.start;
      current = { ...span };
    }
  }
  return current ? total + (current.end - current.start) : total;
}

/**
 * Sits between gateway and utility API and times every call by the gateway's `x-request-id`
 * (the gateway passes its request id upstream). Nothing is added to the gateway for this: the
 * gateway's own time is what the client waited minus what the proxy saw the upstream take.
 */
export async function startTimingProxy(target: string): Promise<TimingProxy> {
  const spans = new Map<string, Span[]>();
  const proxy = await startForwardingProxy(target, {
    onAnswer: ({ req, res, startedAt }) => {
      const requestId = String(req.headers['x-request-id'] ?? '');
      res.once('finish', () => {
        const list = spans.get(requestId) ?? [];
        list.push({ start: startedAt, end: performance.now() });
        spans.set(requestId, list);
      });
    },
  });
  return {
    url: proxy.url,
    upstreamWaitMs: (requestId) => unionMs(spans.get(requestId) ?? []),
    callCount: (requestId) => spans.get(requestId)?.length ?? 0,
    close: proxy.close,
  };
}
