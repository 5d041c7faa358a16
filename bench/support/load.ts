import { type Percentiles, percentiles, round } from './stats.ts';

export interface LoadOptions {
  /** Virtual users, each running one screen load after another (a closed loop). */
  concurrency: number;
  durationMs: number;
  /** Stops earlier after this many screen loads, so that a fast machine cannot run away. */
  maxIterations: number;
  /** Unmeasured iterations first: JIT, connection pools and caches settle. */
  warmupIterations: number;
  /**
   * Then unmeasured load at the same concurrency for this long: after a few dozen iterations alone,
   * the first round on a new portal measured p95s 2–2.7× those of a second round on the same portal
   * (`bench/gatewayPart.ts 2`), on both sides of a comparison.
   */
  warmupMs?: number;
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
  if (options.warmupMs !== undefined) await closedLoop(iteration, options.concurrency, options.warmupMs, options.maxIterations);
  const begin = performance.now();
  const { latencies, errors } = await closedLoop(iteration, options.concurrency, options.durationMs, options.maxIterations);
  const seconds = (performance.now() - begin) / 1000;
  return {
    concurrency: options.concurrency,
    iterations: latencies.length,
    latencyMs: percentiles(latencies),
    throughput: round(latencies.length / seconds, 1),
    errors,
  };
}

/** `concurrency` users, each starting its next iteration when its last one answered, for `durationMs`. */
async function closedLoop(
  iteration: () => Promise<void>,
  concurrency: number,
  durationMs: number,
  maxIterations: number,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + durationMs;

  async function user(): Promise<void> {
    while (performance.now() < deadline && started < maxIterations) {
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
  await Promise.all(Array.from({ length: concurrency }, user));
  return { latencies, errors };
}
