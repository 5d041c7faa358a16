import { type Percentiles, percentiles, round } from './stats.ts';

export interface LoadOptions {
  /** Virtual users, each running one screen load after another (a closed loop). */
  concurrency: number;
  durationMs: number;
  /** Stops earlier after this many screen loads, so that a fast machine cannot run away. */
  maxIterations: number;
  /** Unmeasured iterations first: JIT, connection pools and caches settle. */
  warmupIterations: number;
}

export interface LoadResult {
  concurrency: number;
  iterations: number;
  latencyMs: Percentiles;
  /** Screen loads per second. */
  throughput: number;
  errors: number;
}

/**
 * A small closed-loop load generator: autocannon counts single requests, while a screen of the
 * original portal is a sequence of calls that only counts as loaded when the last one answered.
 * Both sides of every comparison go through this same loop and the same keep-alive agent.
 */
export async function runLoad(iteration: () => Promise<void>, options: LoadOptions): Promise<LoadResult> {
  for (let i = 0; i < options.warmupIterations; i += 1) await iteration();
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + options.durationMs;

  async function user(): Promise<void> {
    while (performance.now() < deadline && started < options.maxIterations) {
      started += 1;
      const t0 = performance.now();
      try {
        await iteration();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, user));
  const seconds = (performance.now() - begin) / 1000;
  return {
    concurrency: options.concurrency,
    iterations: latencies.length,
    latencyMs: percentiles(latencies),
    throughput: round(latencies.length / seconds, 1),
    errors,
  };
}
