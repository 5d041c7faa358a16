// The gateway's own work and CPU per request for every route query (bench/README.md, benchmark 1, "every
// screen query"): one gateway with the product's settings, alone in its process and timing its requests in
// process (`support/gatewayPhases.ts`), answers each screen's query as its viewer, one request at a time.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, type Viewer } from '../support/graphql.ts';
import { type Operation, routeQueries } from '../support/operations.ts';
import { startPortal } from '../support/portal.ts';
import { screenQueries, type UnrunQuery } from '../support/screenQueries.ts';
import { type Percentiles, percentiles, round } from '../support/stats.ts';
import { cpuSeconds, gatewayPhasesEnv, readGatewayPhases } from './overhead.ts';

const WARMUP = 15;
const SAMPLES = 80;
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
  /** Time from parsed headers to finished response minus the union of its upstream calls. */
  ownMs: Percentiles;
  /** Bytes of the answer's JSON (before compression), for reading the CPU beside it. */
  answerBytes: number;
  /** The gateway's whole CPU (its `/metrics`) over the samples, divided by them: also what follows each response. */
  cpuMsPerRequestMean: number;
  pass: boolean;
}

export interface ScreenCpuResults {
  gateway: string;
  results: ScreenCpuResult[];
  unrun: UnrunQuery[];
}

/** Every route query, `SAMPLES` sequential requests each after `WARMUP`, through one gateway in front of `apiUrl`. */
export async function measureScreenCpu(apiUrl: string, queries: Operation[], env: Record<string, string> = {}): Promise<ScreenCpuResults> {
  const phasesFile = join(tmpdir(), `bench-screen-phases-${process.pid}-${randomUUID()}.json`);
  const gateway = await startPortal({ utilityApiUrl: apiUrl, env: { LOG_LEVEL: 'info', ...env, ...gatewayPhasesEnv(phasesFile) } });
  const measured: Array<Omit<ScreenCpuResult, 'cpuMs' | 'ownMs' | 'upstreamCallsP50' | 'pass' | 'samples'> & { tag: string }> = [];
  let unrun: UnrunQuery[];
  try {
    const plan = await screenQueries(gateway.url, queries);
    unrun = plan.unrun;
    for (const [index, screen] of plan.runnable.entries()) {
      const send = (requestId?: string) => graphql(gateway.url, screen.operation.text, { token: screen.token, variables: screen.variables, requestId });
      let answerBytes = 0;
      for (let i = 0; i < WARMUP; i += 1) answerBytes = JSON.stringify(await send()).length;
      // Request ids longer than 64 characters are replaced by the gateway: keep the tag short.
      const tag = `bench-q${index}-`;
      const cpuBefore = await cpuSeconds(gateway.url);
      for (let i = 0; i < SAMPLES; i += 1) await send(`${tag}${randomUUID()}`);
      const cpuMsPerRequestMean = round((((await cpuSeconds(gateway.url)) - cpuBefore) * 1000) / SAMPLES, 3);
      measured.push({ operation: screen.operation.name, viewer: screen.viewer, answerBytes, cpuMsPerRequestMean, tag });
    }
  } finally {
    await gateway.stop();
  }
  const phases = readGatewayPhases(phasesFile);
  const results = measured.map(({ tag, ...figures }): ScreenCpuResult => {
    const mine = phases.filter((phase) => phase.requestId.startsWith(tag));
    const cpuMs = percentiles(mine.map((phase) => phase.cpuMs));
    return {
      ...figures,
      samples: mine.length,
      upstreamCallsP50: percentiles(mine.map((phase) => phase.upstreamCalls)).p50,
      cpuMs,
      ownMs: percentiles(mine.map((phase) => phase.ownMs)),
      pass: mine.length > 0 && cpuMs.p50 <= SCREEN_CPU_BUDGET_MS,
    };
  });
  return { gateway: 'log level info, settings cache and profile sharing on (the product\'s settings)', results, unrun };
}

const cells = (values: Array<string | number>) => `| ${values.join(' | ')} |`;

/** Its section of `RESULTS.md`: the slowest first, so that what needs work leads. */
export function screenCpuSection(c: ScreenCpuResults): string[] {
  const rows = [...c.results].sort((a, b) => b.cpuMs.p50 - a.cpuMs.p50);
  return [
    `Every route query as its screen sends it (step 2's sample variables; of customer, employee and visitor, the viewer it answers without an error and with the most data), ${SAMPLES} sequential requests after ${WARMUP} unmeasured ones, through one gateway (${c.gateway}) timing its requests in process (\`support/gatewayPhases.ts\`). CPU: the gateway process's user + system time from the request's parsed headers to its finished response; the mean from \`/metrics\` also counts what follows each response. Own work: that span minus the union of its upstream calls. Slowest first.`,
    '',
    cells(['query', 'viewer', 'upstream calls p50', 'answer bytes', 'CPU p50 / p95 ms', 'CPU mean ms (/metrics)', 'own work p50 / p95 ms', `CPU ≤ ${SCREEN_CPU_BUDGET_MS} ms p50`]),
    cells(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...rows.map((r) =>
      cells([r.operation, r.viewer, r.upstreamCallsP50, r.answerBytes, `${r.cpuMs.p50} / ${r.cpuMs.p95}`, r.cpuMsPerRequestMean, `${r.ownMs.p50} / ${r.ownMs.p95}`, r.pass ? 'pass' : '**FAIL**']),
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
