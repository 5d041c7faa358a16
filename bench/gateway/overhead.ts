import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayPhases } from '../support/gatewayPhases.ts';
import { graphql, tokenFor, type Viewer } from '../support/graphql.ts';
import { expectOk, send } from '../support/http.ts';
import type { Operation } from '../support/operations.ts';
import { metricsRequest, startPortal } from '../support/portal.ts';
import { type Percentiles, percentiles, round } from '../support/stats.ts';
import { startTimingProxy, type TimingProxy } from '../support/timingProxy.ts';

/** Sequential requests: queueing under load would be counted as the gateway's own work. */
const SAMPLES = 400;
const WARMUP = 50;
/**
 * Budget (issue "Benchmarks and performance budgets"): the gateway's own work adds under 1 ms at p50
 * over the upstream time it waits for. Judged on the figure timed inside the gateway process: the
 * outside figure also charges the gateway with both loopback transits, the bench client's own request
 * and parsing, and the timing proxy's hop, none of which is the gateway's work.
 */
const OWN_WORK_BUDGET_MS = 1;
const OWN_WORK_RULE = `gateway's own work < ${OWN_WORK_BUDGET_MS} ms at p50, timed inside the gateway`;
/** The operations whose own work is measured: the first screen of a visitor and of every signed-in user. */
const OWN_WORK_OPERATIONS = [['LoginScreenQuery', 'visitor'], ['AppShellQuery', 'customer']] as const;
/**
 * The gateways measured. The product logs every request and upstream call at `info`; `warn` shows what
 * that costs. The third reads the profile upstream on every request (`PROFILE_CACHE_TTL_MS=0`), as the
 * product does for a session's first request in each 10 s: the shell's only upstream call, and the
 * gateway's own work around one call. It is reported beside the budget, which is judged on the product.
 */
const GATEWAYS = [
  { logLevel: 'info', profileShared: true, operations: OWN_WORK_OPERATIONS },
  { logLevel: 'warn', profileShared: true, operations: OWN_WORK_OPERATIONS },
  { logLevel: 'info', profileShared: false, operations: [['AppShellQuery', 'customer']] },
] as const;

export interface OverheadResult {
  operation: string;
  logLevel: string;
  /** The product's setting: a session's requests share its profile for 10 s (`PROFILE_CACHE_TTL_MS`). */
  profileShared: boolean;
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
  /**
   * CPU time (user + system) of the gateway process per request, from its `/metrics`
   * (`process_cpu_seconds_total`) around the samples: less swayed by other work on the machine than
   * latency, though it also counts what the gateway does while it waits (it is not all on the critical path).
   */
  cpuMsPerRequest: number;
  /**
   * The same requests timed inside the gateway process (`support/gatewayPhases.ts`, the diagnostics
   * channels of Node's HTTP server and of undici, the upstream client): no loopback transit and no bench client in the figure. Filled in by
   * `measureOwnWork` once the gateway has stopped; absent when the gateway wrote no phases for them.
   */
  inProcess?: InProcessFigures | undefined;
  /** On `inProcess`: fails when the gateway's phases are missing. Absent when not the product's setting. */
  budget?: { rule: string; pass: boolean } | undefined;
}

type OutsideFigures = Omit<OverheadResult, 'logLevel' | 'profileShared' | 'inProcess' | 'budget'>;

/**
 * The gateway's own time per request: what the client waited minus the union of the upstream
 * calls the timing proxy saw for the same request id. Both transits (client ↔ gateway, gateway ↔
 * proxy) are charged to the gateway, so the figure is an upper bound.
 */
async function measureOverhead(
  gatewayUrl: string,
  proxy: TimingProxy,
  operation: { name: string; text: string },
  viewer: Viewer,
  /** Request ids start with `bench-<idTag>-`, to find these requests in the gateway's phases. */
  idTag: string,
): Promise<OutsideFigures> {
  const token = await tokenFor(gatewayUrl, viewer);
  for (let i = 0; i < WARMUP; i += 1) await graphql(gatewayUrl, operation.text, { token });
  const endToEnd: number[] = [];
  const upstream: number[] = [];
  const own: number[] = [];
  const calls: number[] = [];
  const cpuBefore = await cpuSeconds(gatewayUrl);
  for (let i = 0; i < SAMPLES; i += 1) {
    const requestId = `bench-${idTag}-${randomUUID()}`;
    const started = performance.now();
    await graphql(gatewayUrl, operation.text, { token, requestId });
    const total = performance.now() - started;
    const wait = proxy.upstreamWaitMs(requestId);
    endToEnd.push(total);
    upstream.push(wait);
    own.push(total - wait);
    calls.push(proxy.callCount(requestId));
  }
  const cpuMsPerRequest = round((((await cpuSeconds(gatewayUrl)) - cpuBefore) * 1000) / SAMPLES, 3);
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
    cpuMsPerRequest,
  };
}

/**
 * Benchmark 1, the gateway's own work: at each log level a gateway of its own, in front of `apiUrl`
 * through a timing proxy and timing its requests in process, answers the login page's and the shell's
 * queries one after another; the budget is judged once the gateway stopped and wrote its phases.
 */
export async function measureOwnWork(apiUrl: string, queries: Operation[], round = 0): Promise<OverheadResult[]> {
  const timing = await startTimingProxy(apiUrl);
  const results: OverheadResult[] = [];
  try {
    for (const { logLevel, profileShared, operations } of GATEWAYS) {
      // Request ids longer than 64 characters are replaced by the gateway: keep the tag short.
      const tag = profileShared ? logLevel : `${logLevel}-own`;
      const phasesFile = join(tmpdir(), `bench-phases-${process.pid}-${round}-${tag}.json`);
      const env = { LOG_LEVEL: logLevel, ...(profileShared ? {} : { PROFILE_CACHE_TTL_MS: '0' }), ...gatewayPhasesEnv(phasesFile) };
      const gateway = await startPortal({ utilityApiUrl: timing.url, env });
      const measured: OutsideFigures[] = [];
      try {
        for (const [name, viewer] of operations) {
          const operation = queries.find((query) => query.name === name);
          if (operation === undefined) throw new Error(`no Relay artifact for ${name}`);
          measured.push(await measureOverhead(gateway.url, timing, operation, viewer, `${tag}-${viewer}`));
        }
      } finally {
        await gateway.stop();
      }
      const inProcess = inProcessFigures(phasesFile, measured.map((m) => `${tag}-${m.viewer}`));
      for (const m of measured) {
        const inside = inProcess.get(`${tag}-${m.viewer}`);
        const pass = inside !== undefined && inside.ownMs.p50 < OWN_WORK_BUDGET_MS;
        const budget = profileShared ? { rule: OWN_WORK_RULE, pass } : undefined;
        results.push({ ...m, logLevel, profileShared, inProcess: inside, budget });
      }
    }
  } finally {
    await timing.close();
  }
  return results;
}

/** `process_cpu_seconds_total` of the gateway (prom-client's default metrics). */
export async function cpuSeconds(gatewayUrl: string): Promise<number> {
  const text = expectOk(await send(`${gatewayUrl}/metrics`, metricsRequest), '/metrics').body;
  const value = Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1]);
  if (!Number.isFinite(value)) throw new Error('/metrics has no process_cpu_seconds_total');
  return value;
}

export interface InProcessFigures {
  samples: number;
  ownMs: Percentiles;
  beforeFirstCallMs: Percentiles;
  afterLastCallMs: Percentiles;
  totalMs: Percentiles;
}

const PHASES_PRELOAD = join(import.meta.dirname, '..', 'support', 'gatewayPhases.ts');

/** The environment that makes a bench gateway time its requests in process, into `file` when it exits. */
export function gatewayPhasesEnv(file: string): Record<string, string> {
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PHASES_PRELOAD}`.trim(), GATEWAY_PHASES_FILE: file };
}

/** What a stopped gateway wrote of its requests (`gatewayPhasesEnv`), none when it wrote nothing; the file is removed. */
export function readGatewayPhases(file: string): GatewayPhases[] {
  const phases: GatewayPhases[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GatewayPhases[]) : [];
  rmSync(file, { force: true });
  return phases;
}

/** The stopped gateway's phases of the requests tagged `idTag` (see `measureOverhead`). */
function inProcessFigures(file: string, idTags: string[]): Map<string, InProcessFigures> {
  const phases = readGatewayPhases(file);
  const figures = new Map<string, InProcessFigures>();
  for (const tag of idTags) {
    const mine = phases.filter((phase) => phase.requestId.startsWith(`bench-${tag}-`));
    if (mine.length === 0) continue;
    figures.set(tag, {
      samples: mine.length,
      ownMs: percentiles(mine.map((phase) => phase.ownMs)),
      beforeFirstCallMs: percentiles(mine.map((phase) => phase.beforeFirstCallMs)),
      afterLastCallMs: percentiles(mine.map((phase) => phase.afterLastCallMs)),
      totalMs: percentiles(mine.map((phase) => phase.totalMs)),
    });
  }
  return figures;
}
