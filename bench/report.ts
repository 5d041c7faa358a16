import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpstreamCount } from './batching/upstreamCalls.ts';
import type { ScreenCalls } from './client/customerScreens.ts';
import type { PaintResult } from './client/paint.ts';
import type { RepeatVisitResult } from './client/repeatVisit.ts';
import type { WeightResult } from './client/weight.ts';
import { enquiryBudgetRows, enquiryReport, type EnquiryBenchResults } from './enquiry.ts';
import { employeeScaleBudgets, employeeScaleSection } from './employee/report.ts';
import type { EmployeeScaleResults } from './employee/scale.ts';
import { bulkheadReport, type BulkheadResults } from './gateway/bulkhead.ts';
import type { ScreenComparison } from './gateway/endToEnd.ts';
import type { OverheadResult } from './gateway/overhead.ts';
import { screenCpuBudgetRows, type ScreenCpuResults, screenCpuSection } from './gateway/screenCpu.ts';
import { meshBudgetRows, type MeshComparison, meshReport } from './mesh/summary.ts';
import {
  batchingSection,
  kb,
  overheadSection,
  paintSection,
  repeatVisitSection,
  row,
  screensSection,
  subscriptionBudgets,
  subscriptionsSection,
  verdict,
  weightSection,
} from './reportSections.ts';
import type { SubscriptionsResult } from './subscriptions.ts';
import { markedSection } from './support/resultsSection.ts';
import type { StepRecord } from './support/steps.ts';

/** The large-scale seed against its budget (bench/support/seededData.ts). */
export interface SeedFigure {
  scale: 'large';
  seconds: number;
  budgetSeconds: number;
  pass: boolean;
}

/** Every step's figures, each absent when its step was not measured (`steps` says why). */
export interface BenchResults {
  machine: { cores: number; cpu: string; node: string; loadAverage: number };
  seconds: number;
  steps: readonly StepRecord[];
  screens?: ScreenComparison[];
  overhead?: Array<OverheadResult & { logLevel: string }>;
  screenCpu?: ScreenCpuResults;
  batching?: UpstreamCount[];
  weight?: WeightResult;
  repeatVisit?: RepeatVisitResult;
  paint?: PaintResult;
  customerScreens?: ScreenCalls[];
  seed?: SeedFigure;
  subscriptions?: SubscriptionsResult;
  enquiries?: EnquiryBenchResults;
  employeeScale?: EmployeeScaleResults;
  bulkhead?: BulkheadResults;
  mesh?: MeshComparison;
}

type StepId = Exclude<keyof BenchResults, 'machine' | 'seconds' | 'steps'>;

function notMeasured(r: BenchResults, id: StepId): string {
  const step = r.steps.find((entry) => entry.id === id);
  if (step === undefined) return 'Not in this run.';
  if (step.status === 'running') return 'Running.';
  return `${step.status === 'not run' ? 'Not run' : 'Not measured'}: ${step.reason ?? 'no reason recorded'}.`;
}

/** The figures of step `id` rendered by `render`, or why there are none. */
function section<K extends StepId>(r: BenchResults, id: K, render: (value: NonNullable<BenchResults[K]>) => string[]): string[] {
  const value = r[id];
  return value === undefined || value === null ? [notMeasured(r, id)] : render(value as NonNullable<BenchResults[K]>);
}

/** A budget's rows, or one row saying its step was not measured. */
function budget<K extends StepId>(r: BenchResults, id: K, rows: (value: NonNullable<BenchResults[K]>) => string[][]): string[][] {
  const value = r[id];
  if (value !== undefined && value !== null) return rows(value as NonNullable<BenchResults[K]>);
  const step = r.steps.find((entry) => entry.id === id);
  return [[step?.title ?? id, step?.status === 'not run' ? 'not run' : 'not measured']];
}

function budgets(r: BenchResults): string[][] {
  return [
    ...budget(r, 'seed', (s) => [[`the large-scale demo data seeds in under ${s.budgetSeconds} s — ${s.seconds} s`, verdict(s.pass)]]),
    ...budget(r, 'screens', (screens) => screens.map((s) => [`${s.screen}, ${s.concurrency} user(s): ${s.budget.rule}`, verdict(s.budget.pass)])),
    ...budget(r, 'overhead', (overhead) =>
      overhead.flatMap((o) =>
        o.budget === undefined ? [] : [[`${o.operation} (log level ${o.logLevel}): ${o.budget.rule} — ${o.inProcess?.ownMs.p50 ?? 'not measured'} ms`, verdict(o.budget.pass)]],
      ),
    ),
    ...budget(r, 'screenCpu', (c) => screenCpuBudgetRows(c).map(([rule, pass]) => [rule, verdict(pass)])),
    ...budget(r, 'weight', (w) => [
      [`${w.loginBudget.rule} — ${kb(w.login.js.brotli)}`, verdict(w.loginBudget.pass)],
      [`${w.employeeChunks.rule}`, verdict(w.employeeChunks.pass)],
    ]),
    ...budget(r, 'repeatVisit', (v) => [[`${v.budget.rule}`, verdict(v.budget.pass)]]),
    ...budget(r, 'batching', (b) => [['upstream calls of every route query ≤ bench/baseline.json', verdict(b.every((c) => !c.regressed))]]),
    ...budget(r, 'subscriptions', subscriptionBudgets),
    ...budget(r, 'employeeScale', employeeScaleBudgets),
    ...budget(r, 'enquiries', (e) => enquiryBudgetRows(e).map(([rule, pass]) => [rule, verdict(pass)])),
    ...budget(r, 'bulkhead', (b) => [[`a customer screen while one upstream path hangs: ${b.budget.rule} — ratio ${b.ratioP50}`, verdict(b.budget.pass)]]),
    ...budget(r, 'mesh', (m) => meshBudgetRows(m).map(([rule, pass]) => [rule, verdict(pass)])),
  ];
}

function stepsTable(r: BenchResults): string[] {
  return [
    row(['step', 'result', 'seconds', 'why not measured']),
    row(['---', '---', '---', '---']),
    ...r.steps.map((s) => row([s.title, s.status === 'not measured' ? '**not measured**' : s.status, s.seconds ?? '', s.reason ?? ''])),
  ];
}

function markdown(r: BenchResults): string {
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/README.md) in ${r.seconds} s on ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}, load average ${r.machine.loadAverage} at the start.`,
    'Every figure is measured in the same run as its baseline; compare ratios, not milliseconds, across machines.',
    '',
    '## Steps',
    '',
    ...stepsTable(r),
    '',
    '## Budgets',
    '',
    row(['budget', 'result']),
    row(['---', '---']),
    ...budgets(r).map(row),
    '',
    '## 1. One GraphQL request vs the original portal\'s calls (latency in ms)',
    '',
    ...section(r, 'screens', screensSection),
    '',
    '### Gateway\'s own work (sequential requests, ms)',
    '',
    ...section(r, 'overhead', overheadSection),
    '',
    '### Gateway\'s CPU per request, every screen query (sequential requests, ms)',
    '',
    ...section(r, 'screenCpu', screenCpuSection),
    '',
    '## 2. Upstream calls per route query (settings cache and profile sharing off)',
    '',
    ...section(r, 'batching', batchingSection),
    '',
    '## 3. Client weight of a first visit (built files, compressed here)',
    '',
    ...section(r, 'weight', weightSection),
    '',
    '### Paint (median of cold loads, ms)',
    '',
    ...section(r, 'paint', paintSection),
    '',
    '## 4. Repeat visit to /login with the service worker (bytes from the network, HTTP cache off on the repeat)',
    '',
    ...section(r, 'repeatVisit', repeatVisitSection),
    '',
    '## 5. Subscriptions at scale',
    '',
    ...section(r, 'seed', (s) => [`The large-scale demo data (utility-api/src/seed) seeded in ${s.seconds} s (budget ${s.budgetSeconds} s), before any portal started on a copy of it.`]),
    '',
    ...section(r, 'subscriptions', subscriptionsSection),
    '',
    ...(r.enquiries ? [enquiryReport(r.enquiries)] : ['## Employee enquiries (`large` scale)', '', notMeasured(r, 'enquiries')]),
    '',
    '## 10. Employee screens at the large scale vs the small scale (ms)',
    '',
    ...section(r, 'employeeScale', employeeScaleSection),
    '',
    ...(r.bulkhead ? markedSection('bulkhead-bench', bulkheadReport(r.bulkhead)) : ['## Hung upstream path (bulkheads)', '', notMeasured(r, 'bulkhead')]),
    '',
    ...(r.mesh ? meshReport(r.mesh) : ['## Portal vs GraphQL Mesh (Hive Gateway), same utility API', '', notMeasured(r, 'mesh')]),
    '',
  ].join('\n');
}

/** Where the report goes: bench/, or BENCH_RESULTS_DIR (a trial run that should not replace the committed figures). */
const resultsDir = () => process.env.BENCH_RESULTS_DIR || import.meta.dirname;

/** bench/results.json for tools and diffs, bench/RESULTS.md for reviewers: whatever has been measured so far. */
export function writeReport(results: BenchResults): void {
  mkdirSync(resultsDir(), { recursive: true });
  writeFileSync(join(resultsDir(), 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(resultsDir(), 'RESULTS.md'), markdown(results));
}

export function printReport(results: BenchResults): void {
  console.log(`\nWritten ${join(resultsDir(), 'results.json')} and RESULTS.md\n\n${markdown(results)}`);
}
