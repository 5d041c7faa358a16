import { randomUUID } from 'node:crypto';
import { graphql, tokenFor, type Viewer } from '../support/graphql.ts';
import { expectOk, send } from '../support/http.ts';
import { type Percentiles, percentiles, round } from '../support/stats.ts';
import type { TimingProxy } from '../support/timingProxy.ts';

/** Sequential requests: queueing under load would be counted as the gateway's own work. */
const SAMPLES = 400;
const WARMUP = 50;
/** Budget (issue "Benchmarks and performance budgets"): the gateway's own work adds under 1 ms at p50. */
export const OWN_WORK_BUDGET_MS = 1;

export interface OverheadResult {
  operation: string;
  viewer: Viewer;
  samples: number;
  endToEndMs: Percentiles;
  upstreamWaitMs: Percentiles;
  /** Upstream calls per request at p50, settings cache on (the product's default). */
  upstreamCallsP50: number;
  /** End to end minus upstream wait, per request. */
  gatewayOwnMs: Percentiles;
  /**
   * Round trip of `/healthz` at p50: HTTP on loopback, the bench's own client and the gateway's router,
   * with no GraphQL and no upstream. Part of "own work" is this floor, which no resolver change removes.
   */
  transportFloorMsP50: number;
  /** Gateway's own time / end-to-end time at p50. */
  ownShareP50: number;
  budget: { rule: string; pass: boolean };
}

/**
 * The gateway's own time per request: what the client waited minus the union of the upstream
 * calls the timing proxy saw for the same request id. Both transits (client ↔ gateway, gateway ↔
 * proxy) are charged to the gateway, so the figure is an upper bound.
 */
export async function measureOverhead(
  gatewayUrl: string,
  proxy: TimingProxy,
  operation: { name: string; text: string },
  viewer: Viewer,
): Promise<OverheadResult> {
  const token = await tokenFor(gatewayUrl, viewer);
  for (let i = 0; i < WARMUP; i += 1) await graphql(gatewayUrl, operation.text, { token });
  const endToEnd: number[] = [];
  const upstream: number[] = [];
  const own: number[] = [];
  const calls: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const requestId = `bench-${randomUUID()}`;
    const started = performance.now();
    await graphql(gatewayUrl, operation.text, { token, requestId });
    const total = performance.now() - started;
    const wait = proxy.upstreamWaitMs(requestId);
    endToEnd.push(total);
    upstream.push(wait);
    own.push(total - wait);
    calls.push(proxy.callCount(requestId));
  }
  const floor: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    expectOk(await send(`${gatewayUrl}/healthz`), '/healthz');
    floor.push(performance.now() - started);
  }
  const gatewayOwnMs = percentiles(own);
  const endToEndMs = percentiles(endToEnd);
  return {
    operation: operation.name,
    viewer,
    samples: SAMPLES,
    endToEndMs,
    upstreamWaitMs: percentiles(upstream),
    upstreamCallsP50: percentiles(calls).p50,
    transportFloorMsP50: percentiles(floor).p50,
    gatewayOwnMs,
    ownShareP50: round(gatewayOwnMs.p50 / endToEndMs.p50, 3),
    budget: { rule: `gateway's own work < ${OWN_WORK_BUDGET_MS} ms at p50`, pass: gatewayOwnMs.p50 < OWN_WORK_BUDGET_MS },
  };
}
