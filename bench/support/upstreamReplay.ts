// The upstream calls a gateway makes for one request, recorded with their bodies at a proxy before the
// utility API, and replayed by the bench client straight to the API: the same calls, in the same round trips,
// without the gateway. What the gateway adds over them is its own cost (bench/README.md, benchmark 7).
import { startForwardingProxy } from '../../gateway/src/testing/forwardingProxy.ts';
import { expectOk, send } from './http.ts';

export interface RecordedCall {
  path: string;
  body: string;
  /** `performance.now()` when the call reached the proxy and when its answer had left it. */
  start: number;
  end: number;
}

export interface CallRecorder {
  url: string;
  /** The calls since the last `take`, in the order they arrived. */
  take(): RecordedCall[];
  close(): Promise<void>;
}

/** A proxy before `target` that keeps every call's path and body. */
export async function startCallRecorder(target: string): Promise<CallRecorder> {
  let calls: RecordedCall[] = [];
  const proxy = await startForwardingProxy(target, {
    onAnswer: ({ req, res, startedAt }) => {
      const chunks: Buffer[] = (req as { recorded?: Buffer[] }).recorded ?? [];
      res.once('finish', () => calls.push({ path: req.url ?? '/', body: Buffer.concat(chunks).toString(), start: startedAt, end: performance.now() }));
    },
    onRequest: (req) => {
      const chunks: Buffer[] = [];
      (req as { recorded?: Buffer[] }).recorded = chunks;
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
    },
  });
  return {
    url: proxy.url,
    take: () => {
      const taken = [...calls].sort((a, b) => a.start - b.start);
      calls = [];
      return taken;
    },
    close: proxy.close,
  };
}

/**
 * The round trips the calls were made in: a call joins the current round trip unless a call of it had already
 * been answered when it started (it then waited for that answer: a new round trip begins).
 */
export function roundTrips(calls: readonly RecordedCall[]): RecordedCall[][] {
  const trips: RecordedCall[][] = [];
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const current = trips.at(-1);
    if (current !== undefined && current.every((earlier) => earlier.end > call.start)) current.push(call);
    else trips.push([call]);
  }
  return trips;
}

/** The recorded round trips straight to the utility API at `apiUrl`, one after another, each trip's calls together. */
export async function replay(apiUrl: string, cookie: string, trips: readonly RecordedCall[][]): Promise<void> {
  for (const trip of trips) {
    await Promise.all(
      trip.map(async ({ path, body }) => {
        const answer = expectOk(await send(`${apiUrl}${path}`, { headers: { cookie, 'accept-language': 'en' }, json: JSON.parse(body) as unknown }), path);
        const payload = JSON.parse(answer.body) as { status?: unknown };
        if (payload.status !== 0) throw new Error(`${path} answered status ${String(payload.status)}`);
      }),
    );
  }
}
