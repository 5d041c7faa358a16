// `npm run bench`: every benchmark of bench/README.md against the real portal, results written to
// bench/results.json and bench/RESULTS.md. Exits non-zero when a route query needs more upstream
// calls than bench/baseline.json allows.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { startCountingProxy } from '../gateway/src/testing/countingProxy.ts';
import { ensureClientBuilt } from '../scripts/clientBuild.ts';
import { countUpstreamCalls, readBaseline } from './batching/upstreamCalls.ts';
import { launchChromium } from './client/browser.ts';
import { customerScreensTable, measureCustomerScreens } from './client/customerScreens.ts';
import { measurePaint } from './client/paint.ts';
import { measureRepeatVisit } from './client/repeatVisit.ts';
import { measureWeight } from './client/weight.ts';
import { runBulkheadBench } from './gateway/bulkhead.ts';
import { compareScreens } from './gateway/endToEnd.ts';
import { runEnquiryBench } from './enquiry.ts';
import { measureOwnWork } from './gateway/overhead.ts';
import { writeReport } from './report.ts';
import { subscriptionsAtScale } from './subscriptions.ts';
import { clientDist } from './support/builtClient.ts';
import { routeQueries } from './support/operations.ts';
import { startPortal } from './support/portal.ts';
import { startRecordingProxy } from './support/recordingProxy.ts';

const step = (name: string) => console.log(`\n▶ ${name}`);

async function main(): Promise<number> {
  const started = Date.now();
  // Other work on the machine skews every figure; the report says how busy it was when the run began.
  const loadAverage = loadavg()[0] ?? 0;
  ensureClientBuilt(clientDist);
  const queries = routeQueries();
  const portal = await startPortal();
  const stops: Array<() => Promise<void>> = [portal.stop];
  try {
    step('1. gateway vs the original portal\'s calls');
    const screens = await compareScreens(portal.url, portal.apiUrl, queries);

    step('1. gateway\'s own work (timing proxy before the utility API)');
    const overhead = await measureOwnWork(portal.apiUrl, queries);

    step('2. upstream calls per route query (counting proxy, settings cache and profile sharing off)');
    const counting = await startCountingProxy(portal.apiUrl);
    stops.push(counting.close);
    const batchingGateway = await startPortal({ utilityApiUrl: counting.url, env: { SETTINGS_CACHE_TTL_SECONDS: '0', PROFILE_CACHE_TTL_MS: '0' } });
    stops.push(batchingGateway.stop);
    const batching = await countUpstreamCalls(batchingGateway.url, counting, queries, readBaseline());

    step('3–4. client weight, paint and repeat visits in Chromium');
    const browser = await launchChromium();
    stops.push(() => browser.close());
    const weight = await measureWeight(browser, portal.url);
    const recording = await startRecordingProxy(portal.url);
    stops.push(recording.close);
    const repeatVisit = await measureRepeatVisit(browser, recording);
    const paint = await measurePaint(browser, portal.url);

    step('6. customer screens: GraphQL requests and upstream calls vs the original portal (counting proxy, product settings cache)');
    // The product's settings cache (60 s), unlike step 2: the original portal too read settings once per page load.
    const screensGateway = await startPortal({ utilityApiUrl: counting.url });
    stops.push(screensGateway.stop);
    const customerScreens = await measureCustomerScreens(browser, screensGateway.url, portal.apiUrl, counting);
    console.log(customerScreensTable(customerScreens));

    step('5. subscriptions at scale');
    const subscriptions = await subscriptionsAtScale();

    const machine = { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage: Math.round(loadAverage * 100) / 100 };
    const results = { machine, seconds: Math.round((Date.now() - started) / 1000), screens, overhead, batching, weight, repeatVisit, paint, subscriptions, customerScreens };
    writeReport(results);
    await runEnquiryBench();
    await runBulkheadBench(portal.apiUrl);

    const over = batching.filter((count) => count.regressed);
    for (const count of over) {
      console.error(
        `✗ ${count.operation} as ${count.viewer}: ${count.calls} upstream calls, baseline ${count.baseline ?? 'missing'} (bench/baseline.json)`,
      );
    }
    return over.length === 0 ? 0 : 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
