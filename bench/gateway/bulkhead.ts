// One hung upstream path must not slow the other screens (README, Configuration: UPSTREAM_FAMILY_*):
// a customer screen's p50 alone, then while 80 requests hang on another path, on one gateway in one
// run. `bench/run.ts` runs it as its step 8; `node bench/gateway/bulkhead.ts` runs it alone on its own
// portal and replaces the "Hung upstream path" section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { startForwardingProxy } from '../../gateway/src/testing/forwardingProxy.ts';
import { tokenFor } from '../support/graphql.ts';
import { send } from '../support/http.ts';
import { type LoadOptions, type LoadResult, runLoad } from '../support/load.ts';
import { routeQueries } from '../support/operations.ts';
import { startPortal } from '../support/portal.ts';
import { writeResultsSection } from '../support/resultsSection.ts';
import { ratio, round } from '../support/stats.ts';

const SCREEN = 'HomeScreenQuery';
/** A visitor's query whose only upstream call is this path: the one that hangs. */
const HUNG_QUERY = '{ customerEvaluation(accessKey: "bench-hung-path") { __typename } }';
const HUNG_PATH = '/customerevaluation/getitem';
const HUNG_REQUESTS = 80;
/** The hung requests reach the gateway and its upstream calls leave before the healthy screen is measured. */
const SETTLE_MS = 1000;
/** Shorter than the gateway's UPSTREAM_TIMEOUT_MS (10 s) with the settle time: the path hangs all along. */
const LOAD: LoadOptions = { concurrency: 2, durationMs: 3000, maxIterations: 5000, warmupIterations: 0 };
/**
 * Unmeasured loads first, at the same concurrency: JIT, connection pools and caches settle. On a new
 * gateway the screen's p50 kept falling for about 10 s (163, 69, 45, 28 ms in four 3 s rounds): with
 * a shorter warm-up the phase alone was the slower one.
 */
const WARMUP: LoadOptions = { ...LOAD, durationMs: 10_000, warmupIterations: 20 };
const BUDGET_RATIO = 2;

export interface BulkheadResults {
  loadAverage: number;
  screen: string;
  baseline: ScreenLoads;
  underHang: ScreenLoads;
  /** p50 while the path hangs / p50 alone. */
  ratioP50: number;
  /** How the 80 hung requests ended, by `extensions.code`, and when the last one answered. */
  hungOutcomes: Record<string, number>;
  hungLastAnsweredMs: number;
  budget: { rule: string; pass: boolean };
}

interface GraphQLAnswer {
  errors?: Array<{ extensions?: { code?: string } }>;
}

async function post(gatewayUrl: string, query: string, token?: string): Promise<GraphQLAnswer> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const answer = await send(`${gatewayUrl}/graphql`, { headers, json: { query } });
  if (answer.status !== 200) return { errors: [{ extensions: { code: `HTTP ${answer.status}` } }] };
  return JSON.parse(answer.body) as GraphQLAnswer;
}

/** Screen loads that failed (any GraphQL error) are timed too: a user waited for them. */
type ScreenLoads = LoadResult & { failed: number; failures: Record<string, number> };

function countCode(counts: Record<string, number>, answer: GraphQLAnswer): void {
  const code = answer.errors?.[0]?.extensions?.code ?? (answer.errors === undefined ? 'answered' : 'no code');
  counts[code] = (counts[code] ?? 0) + 1;
}

async function screenLoads(gatewayUrl: string, query: string, token: string, options = LOAD): Promise<ScreenLoads> {
  const failures: Record<string, number> = {};
  const result = await runLoad(async () => {
    const answer = await post(gatewayUrl, query, token);
    if (answer.errors?.length) countCode(failures, answer);
  }, options);
  return { ...result, failed: Object.values(failures).reduce((sum, count) => sum + count, 0), failures };
}

/** Measures on a gateway of its own, in front of `apiUrl` through a proxy that never answers the hung path. */
export async function measureBulkhead(apiUrl: string): Promise<BulkheadResults> {
  const loadAverage = round(loadavg()[0] ?? 0);
  const screen = routeQueries().find((query) => query.name === SCREEN);
  if (screen === undefined) throw new Error(`no Relay artifact for ${SCREEN}`);
  let held = 0;
  const proxy = await startForwardingProxy(apiUrl, {
    hold: (req) => {
      const hung = new URL(req.url ?? '/', 'http://proxy.invalid').pathname.toLowerCase() === HUNG_PATH;
      if (hung) held += 1;
      return hung;
    },
  });
  const gateway = await startPortal({ utilityApiUrl: proxy.url });
  try {
    const token = await tokenFor(gateway.url, 'customer');
    if (token === undefined) throw new Error('no token for the customer');
    await screenLoads(gateway.url, screen.text, token, WARMUP);
    const baseline = await screenLoads(gateway.url, screen.text, token);

    const hungOutcomes: Record<string, number> = {};
    let hungLastAnsweredMs = 0;
    const sentAt = performance.now();
    const hung = Array.from({ length: HUNG_REQUESTS }, async () => {
      const answer = await post(gateway.url, HUNG_QUERY).catch(() => ({ errors: [{ extensions: { code: 'connection failed' } }] }));
      countCode(hungOutcomes, answer);
      hungLastAnsweredMs = Math.max(hungLastAnsweredMs, round(performance.now() - sentAt));
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(`  ${held} of ${HUNG_REQUESTS} hung requests reached the upstream`);
    const underHang = await screenLoads(gateway.url, screen.text, token);
    // Bounded by the gateway's upstream timeout: every hung request ends with it.
    await Promise.all(hung);

    const ratioP50 = ratio(underHang.latencyMs.p50, baseline.latencyMs.p50);
    return {
      loadAverage,
      screen: `${SCREEN} (maria@demo.test)`,
      baseline,
      underHang,
      ratioP50,
      hungOutcomes,
      hungLastAnsweredMs,
      budget: {
        rule: `p50 while ${HUNG_REQUESTS} requests hang on ${HUNG_PATH} ≤ ${BUDGET_RATIO}× p50 alone, no screen load failed`,
        pass: ratioP50 <= BUDGET_RATIO && underHang.failed === 0 && baseline.failed === 0,
      },
    };
  } finally {
    await gateway.stop();
    await proxy.close();
  }
}

const codes = (counts: Record<string, number>) =>
  Object.entries(counts).map(([code, count]) => `${count} × ${code}`).join(', ') || 'none';

const loadRow = (phase: string, load: ScreenLoads) =>
  `| ${phase} | ${load.iterations} | ${codes(load.failures)} | ${load.latencyMs.p50} | ${load.latencyMs.p95} | ${load.latencyMs.p99} | ${load.throughput} |`;

export function bulkheadReport(results: BulkheadResults): string[] {
  return [
    '## Hung upstream path (bulkheads)',
    '',
    `${results.screen} loaded by ${LOAD.concurrency} users in a closed loop for ${LOAD.durationMs / 1000} s, first alone, then while`,
    `${HUNG_REQUESTS} visitors' requests hang on \`${HUNG_PATH}\` (a proxy before the utility API never answers it), on one gateway`,
    `with the product's settings. Load average when the run began: ${results.loadAverage}.`,
    '',
    '| phase | loads | failed (by code) | p50 ms | p95 ms | p99 ms | loads/s |',
    '|---|---|---|---|---|---|---|',
    loadRow('alone', results.baseline),
    loadRow(`${HUNG_REQUESTS} requests hanging`, results.underHang),
    '',
    `p50 ratio ${results.ratioP50} — budget: ${results.budget.rule}: ${results.budget.pass ? 'pass' : '**FAIL**'}.`,
    `The hung requests ended as ${codes(results.hungOutcomes)}; the last one answered ${results.hungLastAnsweredMs} ms after they were sent.`,
  ];
}

/** Measures alone (`node bench/gateway/bulkhead.ts`) and writes (or replaces) its section of bench/RESULTS.md. */
export async function runBulkheadBench(apiUrl: string): Promise<BulkheadResults> {
  const results = await measureBulkhead(apiUrl);
  writeResultsSection('bulkhead-bench', bulkheadReport(results));
  console.log(bulkheadReport(results).join('\n'));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portal = await startPortal();
  runBulkheadBench(portal.apiUrl)
    .finally(() => portal.stop())
    .then(
      (results) => process.exit(results.budget.pass ? 0 : 1),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
