import type { IncomingMessage } from 'node:http';
import { startForwardingProxy } from './forwardingProxy.ts';

/** Sits between gateway and utility API and records the path of every upstream call. */
export interface CountingProxy {
  url: string;
  /** Paths called since the last reset, in order (lower-cased: the upstream ignores case). */
  calls(): string[];
  count(path: string): number;
  /** Calls to `path` whose answer the gateway has had in full since the last reset. */
  answered(path: string): number;
  reset(): void;
  /** Sends later calls to another utility API (a restarted one). */
  retarget(target: string): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let calls: string[] = [];
  let answered: string[] = [];
  const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://proxy.invalid').pathname.toLowerCase();
  const proxy = await startForwardingProxy(target, {
    onRequest: (req) => calls.push(pathOf(req)),
    onAnswer: ({ req, res }) => res.once('finish', () => answered.push(pathOf(req))),
  });
  return {
    ...proxy,
    calls: () => [...calls],
    count: (path) => calls.filter((call) => call === path.toLowerCase()).length,
    answered: (path) => answered.filter((call) => call === path.toLowerCase()).length,
    reset: () => {
      calls = [];
      answered = [];
    },
  };
}
