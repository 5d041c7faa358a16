import { startForwardingProxy } from './forwardingProxy.ts';

/** Sits between gateway and utility API and records the path of every upstream call. */
export interface CountingProxy {
  url: string;
  /** Paths called since the last reset, in order (lower-cased: the upstream ignores case). */
  calls(): string[];
  count(path: string): number;
  reset(): void;
  /** Sends later calls to another utility API (a restarted one). */
  retarget(target: string): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let calls: string[] = [];
  const proxy = await startForwardingProxy(target, {
    onRequest: (req, targetUrl) => calls.push(new URL(req.url ?? '/', targetUrl).pathname.toLowerCase()),
  });
  return {
    ...proxy,
    calls: () => [...calls],
    count: (path) => calls.filter((call) => call === path.toLowerCase()).length,
    reset: () => {
      calls = [];
    },
  };
}
