import type { IncomingMessage } from 'node:http';
import { startForwardingProxy } from './forwardingProxy.ts';

/** One upstream call: from its arrival at the proxy to the end of its answer (`performance.now()`). */
export interface UpstreamSpan {
  path: string;
  start: number;
  end: number;
}

/** Sits between gateway and utility API, makes every call slow by a fixed delay, and records when each ran. */
export interface WavesProxy {
  url: string;
  /** Calls since the last reset, in the order they arrived. */
  spans(): UpstreamSpan[];
  reset(): void;
  retarget(target: string): void;
  close(): Promise<void>;
}

export async function startWavesProxy(target: string, delayMs: number): Promise<WavesProxy> {
  let spans: UpstreamSpan[] = [];
  const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://proxy.invalid').pathname.toLowerCase();
  const proxy = await startForwardingProxy(target, {
    delayMs: () => delayMs,
    onAnswer: ({ req, res, startedAt }) => {
      res.once('finish', () => spans.push({ path: pathOf(req), start: startedAt, end: performance.now() }));
    },
  });
  return {
    ...proxy,
    spans: () => [...spans].sort((a, b) => a.start - b.start),
    reset: () => {
      spans = [];
    },
  };
}

/**
 * The calls by wave: a call is in the wave after the latest wave of any call that had ended before it
 * started (one that overlaps it cannot be what it waited for). The number of waves is how many upstream
 * round trips the operation waited for one after another; with every answer held back by the same fixed
 * delay, calls started together overlap whatever the machine's load, so this reads order, not time.
 */
export function waves(spans: readonly UpstreamSpan[]): string[][] {
  const depth = new Map<UpstreamSpan, number>();
  const byWave: string[][] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    let wave = 0;
    for (const [before, d] of depth) if (before.end <= span.start) wave = Math.max(wave, d + 1);
    depth.set(span, wave);
    (byWave[wave] ??= []).push(span.path);
  }
  return byWave.map((paths) => paths.sort());
}
