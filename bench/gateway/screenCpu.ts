// The gateway's own work and CPU per request for every route query (bench/README.md, benchmark 1, "every
// screen query"): one gateway with the product's settings, alone in its process and timing its requests in
// process (`support/gatewayPhases.ts`), answers each screen's query as its viewer, one request at a time.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, type Viewer } from '../support/graphql.ts';
import { FLOOR_QUERY, type Operation, routeQueries } from '../support/operations.ts';
import { startPortal } from '../support/portal.ts';
import { inRounds } from '../support/rounds.ts';
import { type ScreenQuery, screenQueries, type UnrunQuery } from '../support/screenQueries.ts';
import { mean, type Percentiles, percentiles, round } from '../support/stats.ts';
import { cpuSeconds, gatewayPhasesEnv, readGatewayPhases } from './overhead.ts';

/**
 * Rounds of every query, unmeasured, before the timed ones: a gateway in production answers long after V8 has
 * compiled its code. After 50 requests of one query V8 was still compiling (`--trace-opt`: 267 optimisations
 * during the next 1000) on its worker threads, whose CPU the process's counts include; with 15 requests of each
 * query before its 80 timed ones, the first queries measured also paid for code the later ones share.
 */
export const WARMUP_ROUNDS = 40;
/** Timed rounds: every query once per round, so that the machine's slow spells fall on all queries alike. */
const SAMPLE_ROUNDS = 100;
/** Budget (performance issue): the gateway's own CPU per request at most 2 ms at p50 on every screen query. */
export const SCREEN_CPU_BUDGET_MS = 2;
export const SCREEN_CPU_RULE = `gateway's CPU per request ≤ ${SCREEN_CPU_BUDGET_MS} ms at p50, timed inside the gateway`;

export interface ScreenCpuResult {
  operation: string;
  viewer: Viewer;
  samples: number;
  /** Upstream calls per request at p50, caches on (the product's settings). */
  upstreamCallsP50: number;
  /** The gateway process's CPU from the request's parsed headers to its finished response. */
  cpuMs: Percentiles;
  /** The mean of the same. */
  cpuMsMean: number;
  /** Time from parsed headers to finished response minus the union of its upstream calls. */
  ownMs: Percentiles;
  /** Bytes of the answer's JSON (before compression), for reading the CPU beside it. */
  answerBytes: number;
  pass: boolean;
}

export interface ScreenCpuResults {
  gateway: string;
  results: ScreenCpuResult[];
  unrun: UnrunQuery[];
  /**
   * The gateway's whole CPU (its `/metrics`) over the timed rounds, per request, and the mean of the requests'
   * own spans: the difference is what the process did between responses (timers, garbage collection, the log).
   */
  processCpuMsPerRequest: number;
  spanCpuMsPerRequest: number;
  /**
   * `{ __typename }` in the same rounds, not judged: what every request pays, and a gauge of the machine's speed
   * during the run (the same code measured 1.5× apart on runs a quarter of an hour apart).
   */
  floor?: ScreenCpuResult;
}

/**
 * Every route query through one gateway in front of `apiUrl`: `WARMUP_ROUNDS` rounds unmeasured, then
 * `SAMPLE_ROUNDS` timed ones, one request at a time; each round sends every query once, starting one further on.
 */
export async function measureScreenCpu(apiUrl: string, queries: Operation[], env: Record<string, string> = {}): Promise<ScreenCpuResults> {
  const phasesFile = join(tmpdir(), `bench-screen-phases-${process.pid}-${randomUUID()}.json`);
  const gateway = await startPortal({ utilityApiUrl: apiUrl, env: { LOG_LEVEL: 'info', ...env, ...gatewayPhasesEnv(phasesFile) } });
  let plan: Awaited<ReturnType<typeof screenQueries>>;
  const answerBytes = new Map<number, number>();
  let processCpuMs = 0;
  try {
    plan = await screenQueries(gateway.url, [FLOOR_QUERY, ...queries]);
    const screens = plan.runnable;
    // Request ids longer than 64 characters are replaced by the gateway: keep the tag short.
    const send = (index: number, requestId?: string) => {
      const screen = screens[index] as ScreenQuery;
      return graphql(gateway.url, screen.operation.text, { token: screen.token, variables: screen.variables, requestId });
    };
    await inRounds(WARMUP_ROUNDS, screens.length, async (index) => {
      const answer = await send(index);
      if (!answerBytes.has(index)) answerBytes.set(index, JSON.stringify(answer).length);
    });
    const cpuBefore = await cpuSeconds(gateway.url);
    await inRounds(SAMPLE_ROUNDS, screens.length, async (index) => void (await send(index, `bench-q${index}-${randomUUID()}`)));
    processCpuMs = ((await cpuSeconds(gateway.url)) - cpuBefore) * 1000;
  } finally {
    await gateway.stop();
  }
  const phases = readGatewayPhases(phasesFile);
  const measured = plan.runnable.map((screen, index): ScreenCpuResult => {
    const mine = phases.filter((phase) => phase.requestId.startsWith(`bench-q${index}-`));
    const cpuMs = percentiles(mine.map((phase) => phase.cpuMs));
    return {
      operation: screen.operation.name,
      viewer: screen.viewer,
      answerBytes: answerBytes.get(index) ?? 0,
      samples: mine.length,
      upstreamCallsP50: percentiles(mine.map((phase) => phase.upstreamCalls)).p50,
      cpuMs,
      cpuMsMean: mean(mine.map((phase) => phase.cpuMs)),
      ownMs: percentiles(mine.map((phase) => phase.ownMs)),
      pass: mine.length > 0 && cpuMs.p50 <= SCREEN_CPU_BUDGET_MS,
    };
  });
  const floor = measured.find((result) => result.operation === FLOOR_QUERY.name);
  const results = measured.filter((result) => result !== floor);
  const timed = plan.runnable.length * SAMPLE_ROUNDS;
  return {
    gateway: 'log level info, settings cache and profile sharing on (the product\'s settings)',
    results,
    floor,
    unrun: plan.unrun,
    processCpuMsPerRequest: timed === 0 ? 0 : round(processCpuMs / timed, 3),
    spanCpuMsPerRequest: mean(phases.filter((phase) => phase.requestId.startsWith('bench-q')).map((phase) => phase.cpuMs)),
  };
}

const cells = (values: Array<string | number>) => `| ${values.join(' | ')} |`;

/** Its section of `RESULTS.md`: the slowest first, so that what needs work leads. */
export function screenCpuSection(c: ScreenCpuResults): string[] {
  const rows = [...c.results].sort((a, b) => b.cpuMs.p50 - a.cpuMs.p50);
  return [
    `Every route query as its screen sends it (step 2's sample variables; of customer, employee and visitor, the viewer it answers without an error and with the most data), one request at a time through one gateway (${c.gateway}) timing its requests in process (\`support/gatewayPhases.ts\`): ${WARMUP_ROUNDS} rounds unmeasured, then ${SAMPLE_ROUNDS} timed, each round sending every query once (starting one further on each round). CPU: the gateway process's user + system time (all its threads) from the request's parsed headers to its finished response. Own work: that span minus the union of its upstream calls. Slowest first.`,
    '',
    `Over the timed rounds the gateway's whole CPU (\`/metrics\`) was ${c.processCpuMsPerRequest} ms per request, of which the requests' own spans ${c.spanCpuMsPerRequest} ms; the rest is what the process did between responses (timers, garbage collection, the log).` +
      (c.floor === undefined
        ? ''
        : ` The floor, \`{ __typename }\` as a ${c.floor.viewer} in the same rounds (not judged): CPU ${c.floor.cpuMs.p50} / ${c.floor.cpuMs.p95} ms at p50 / p95, what every request pays and a gauge of the machine's speed during the run; compare it before comparing runs.`),
    '',
    cells(['query', 'viewer', 'upstream calls p50', 'answer bytes', 'CPU p50 / p95 ms', 'CPU mean ms', 'own work p50 / p95 ms', `CPU ≤ ${SCREEN_CPU_BUDGET_MS} ms p50`]),
    cells(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...rows.map((r) =>
      cells([r.operation, r.viewer, r.upstreamCallsP50, r.answerBytes, `${r.cpuMs.p50} / ${r.cpuMs.p95}`, r.cpuMsMean, `${r.ownMs.p50} / ${r.ownMs.p95}`, r.pass ? 'pass' : '**FAIL**']),
    ),
    ...(c.unrun.length === 0 ? [] : ['', 'Not sent:', '', ...c.unrun.map((u) => `- ${u.operation}: ${u.reason}`)]),
  ];
}

/** The report's budget rows: one per query sent (those step 2 has no sample for are listed in the section). */
export function screenCpuBudgetRows(c: ScreenCpuResults): Array<[string, boolean]> {
  return c.results.map((r) => [`${r.operation} (${r.viewer}): ${SCREEN_CPU_RULE} — ${r.cpuMs.p50} ms`, r.pass]);
}

// `node bench/gateway/screenCpu.ts [query names…]`: this part alone on a portal of its own, printed, nothing written.
if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  const run = async () => {
    const portal = await startPortal();
    try {
      const queries = routeQueries().filter((query) => names.length === 0 || names.includes(query.name));
      console.log(screenCpuSection(await measureScreenCpu(portal.apiUrl, queries)).join('\n'));
    } finally {
      await portal.stop();
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
