// `npm run bench`: every benchmark of bench/README.md against the real portal, results written to
// bench/results.json and bench/RESULTS.md after every step, so that a step that fails or runs past its
// limit leaves the others' figures, and the report says which step was not measured and why. Exits
// non-zero when a step was not measured or a route query needs more upstream calls than
// bench/baseline.json allows. BENCH_STEPS, BENCH_FAIL_STEP, BENCH_TIME_FACTOR and BENCH_RESULTS_DIR:
// bench/README.md.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { startCountingProxy } from '../gateway/src/testing/countingProxy.ts';
import { ensureClientBuilt } from '../scripts/clientBuild.ts';
import { countUpstreamCalls, readBaseline } from './batching/upstreamCalls.ts';
import { launchChromium } from './client/browser.ts';
import { customerScreensTable, measureCustomerScreens } from './client/customerScreens.ts';
import { measurePaint } from './client/paint.ts';
import { measureRepeatVisit } from './client/repeatVisit.ts';
import { measureWeight } from './client/weight.ts';
import { measureBulkhead } from './gateway/bulkhead.ts';
import { compareScreens } from './gateway/endToEnd.ts';
import { measureEnquiries } from './enquiry.ts';
import { measureEmployeeScale } from './employee/scale.ts';
import { compareWithMesh } from './mesh/compare.ts';
import { measureOwnWork } from './gateway/overhead.ts';
import { measureScreenCpu } from './gateway/screenCpu.ts';
import { type BenchResults, printReport, writeReport } from './report.ts';
import { subscriptionsAtScale } from './subscriptions.ts';
import { clientDist } from './support/builtClient.ts';
import { onStopSignal } from './support/cleanup.ts';
import { routeQueries } from './support/operations.ts';
import { startPortal } from './support/portal.ts';
import { startRecordingProxy } from './support/recordingProxy.ts';
import { LARGE_SEED_BUDGET_SECONDS, seededData } from './support/seededData.ts';
import { deferToStep, outsideStep, StepRunner } from './support/steps.ts';

const MINUTE = 60_000;

/** In run order; limits are about three times a busy 2-core machine's time (BENCH_TIME_FACTOR scales them). */
const PLAN = [
  { id: 'screens', title: '1. gateway vs the original portal\'s calls', limitMs: 10 * MINUTE },
  { id: 'overhead', title: '1. gateway\'s own work (timing proxy before the utility API)', limitMs: 10 * MINUTE },
  { id: 'screenCpu', title: '1. gateway\'s CPU per request, every screen query', limitMs: 15 * MINUTE },
  { id: 'batching', title: '2. upstream calls per route query (counting proxy, settings cache and profile sharing off)', limitMs: 10 * MINUTE },
  { id: 'weight', title: '3. client weight in Chromium', limitMs: 10 * MINUTE },
  { id: 'repeatVisit', title: '4. repeat visit with the service worker', limitMs: 10 * MINUTE },
  { id: 'paint', title: '3. paint in Chromium', limitMs: 10 * MINUTE },
  { id: 'customerScreens', title: '6. customer screens: GraphQL requests and upstream calls vs the original portal', limitMs: 10 * MINUTE },
  { id: 'seed', title: '5. large-scale demo data seeded', limitMs: 20 * MINUTE },
  { id: 'subscriptions', title: '5. subscriptions at scale', limitMs: 30 * MINUTE },
  { id: 'enquiries', title: '7. employee enquiries at the large scale', limitMs: 15 * MINUTE },
  { id: 'employeeScale', title: '10. employee screens: large vs small scale', limitMs: 25 * MINUTE },
  { id: 'bulkhead', title: '8. a hung upstream path beside a customer screen', limitMs: 10 * MINUTE },
  { id: 'mesh', title: '9. portal vs GraphQL Mesh (Hive Gateway) on the same utility API', limitMs: 20 * MINUTE },
] as const;

type StepId = (typeof PLAN)[number]['id'];

async function main(): Promise<number> {
  const started = Date.now();
  // Other work on the machine skews every figure; the report says how busy it was when the run began.
  const machine = { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100 };
  const results: Omit<BenchResults, 'seconds' | 'steps'> = { machine };
  const snapshot = (): BenchResults => ({ ...results, seconds: Math.round((Date.now() - started) / 1000), steps: steps.records });
  const steps = new StepRunner(PLAN, { ...StepRunner.optionsFromEnv(process.env), onRecord: () => writeReport(snapshot()) });
  onStopSignal((signal) => steps.stopped(signal));
  const step = <K extends StepId & keyof BenchResults>(id: K, body: () => Promise<BenchResults[K]>) =>
    steps.run(id, PLAN.find((entry) => entry.id === id)?.limitMs ?? 10 * MINUTE, async () => {
      const value = await body();
      results[id] = value;
      return value;
    });

  // Shared by several steps, started by the first that needs it and stopped at the end of the run; a step
  // whose shared process did not start is not measured, with that reason.
  const stops: Array<() => Promise<void>> = [];
  const shared = <T>(start: () => Promise<T>, stop: (value: T) => Promise<void>) => {
    let value: Promise<T> | undefined;
    return () =>
      (value ??= outsideStep(async () => {
        const running = await start();
        stops.push(() => stop(running));
        return running;
      }));
  };
  const portal = shared(
    async () => {
      ensureClientBuilt(clientDist);
      return startPortal();
    },
    (running) => running.stop(),
  );
  const counting = shared(async () => startCountingProxy((await portal()).apiUrl), (proxy) => proxy.close());
  const browser = shared(launchChromium, (running) => running.close());
  const queries = () => routeQueries();

  try {
    await step('screens', async () => compareScreens((await portal()).url, (await portal()).apiUrl, queries()));
    await step('overhead', async () => measureOwnWork((await portal()).apiUrl, queries()));
    await step('screenCpu', async () => measureScreenCpu((await portal()).apiUrl, queries()));
    await step('batching', async () => {
      const proxy = await counting();
      const gateway = await startPortal({ utilityApiUrl: proxy.url, env: { SETTINGS_CACHE_TTL_SECONDS: '0', PROFILE_CACHE_TTL_MS: '0' } });
      return countUpstreamCalls(gateway.url, proxy, queries(), readBaseline());
    });
    await step('weight', async () => measureWeight(await browser(), (await portal()).url));
    await step('repeatVisit', async () => {
      const recording = await startRecordingProxy((await portal()).url);
      deferToStep(recording.close);
      return measureRepeatVisit(await browser(), recording);
    });
    await step('paint', async () => measurePaint(await browser(), (await portal()).url));
    // The product's settings cache (60 s), unlike step 2: the original portal too read settings once per page load.
    const screens = await step('customerScreens', async () => {
      const gateway = await startPortal({ utilityApiUrl: (await counting()).url });
      return measureCustomerScreens(await browser(), gateway.url, (await portal()).apiUrl, await counting());
    });
    if (screens) console.log(customerScreensTable(screens));

    await step('seed', async () => {
      const { seconds } = await seededData('large');
      return { scale: 'large' as const, seconds, budgetSeconds: LARGE_SEED_BUDGET_SECONDS, pass: seconds < LARGE_SEED_BUDGET_SECONDS };
    });
    await step('subscriptions', async () => subscriptionsAtScale({ database: (await seededData('large')).file }));
    await step('enquiries', async () => measureEnquiries({ database: await seededData('large') }));
    await step('employeeScale', async () =>
      measureEmployeeScale(await portal(), await startPortal({ database: (await seededData('large')).file }), queries()),
    );
    await step('bulkhead', async () => measureBulkhead((await portal()).apiUrl));
    await step('mesh', async () => compareWithMesh((await portal()).apiUrl, queries()));
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  }

  const report = snapshot();
  writeReport(report);
  printReport(report);
  const over = (results.batching ?? []).filter((count) => count.regressed);
  for (const count of over) {
    console.error(`✗ ${count.operation} as ${count.viewer}: ${count.calls} upstream calls, baseline ${count.baseline ?? 'missing'} (bench/baseline.json)`);
  }
  const failures = steps.failures();
  for (const failure of failures) console.error(`✗ not measured: ${failure}`);
  return over.length === 0 && failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
