import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpstreamCount } from './batching/upstreamCalls.ts';
import type { PaintResult } from './client/paint.ts';
import type { RepeatVisitResult } from './client/repeatVisit.ts';
import type { WeightResult } from './client/weight.ts';
import type { ScreenComparison } from './gateway/endToEnd.ts';
import type { OverheadResult } from './gateway/overhead.ts';
import type { SubscriptionsResult } from './subscriptions.ts';

export interface BenchResults {
  machine: { cores: number; cpu: string; node: string; loadAverage: number };
  seconds: number;
  screens: ScreenComparison[];
  overhead: Array<OverheadResult & { logLevel: string }>;
  batching: UpstreamCount[];
  weight: WeightResult;
  repeatVisit: RepeatVisitResult;
  paint: PaintResult;
  subscriptions: SubscriptionsResult;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

function markdown(r: BenchResults): string {
  const budgets = [
    ...r.screens.map((s) => [`${s.screen}, ${s.concurrency} user(s): ${s.budget.rule}`, verdict(s.budget.pass)]),
    ...r.overhead.map((o) => [`${o.operation} (log level ${o.logLevel}): ${o.budget.rule} — ${o.gatewayOwnMs.p50} ms`, verdict(o.budget.pass)]),
    [`${r.weight.loginBudget.rule} — ${kb(r.weight.login.js.brotli)}`, verdict(r.weight.loginBudget.pass)],
    [`${r.weight.employeeChunks.rule}`, verdict(r.weight.employeeChunks.pass)],
    [`${r.repeatVisit.budget.rule}`, verdict(r.repeatVisit.budget.pass)],
    ['upstream calls of every route query ≤ bench/baseline.json', verdict(r.batching.every((c) => !c.regressed))],
  ];
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/README.md) in ${r.seconds} s on ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}, load average ${r.machine.loadAverage} at the start.`,
    'Every figure is measured in the same run as its baseline; compare ratios, not milliseconds, across machines.',
    '',
    '## Budgets',
    '',
    row(['budget', 'result']),
    row(['---', '---']),
    ...budgets.map(row),
    '',
    '## 1. One GraphQL request vs the original portal\'s calls (latency in ms)',
    '',
    row(['screen', 'users', 'original p50/p95/p99', 'original /s', 'GraphQL p50/p95/p99', 'GraphQL /s', 'p50 ratio', 'throughput ratio']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...r.screens.map((s) =>
      row([
        s.screen,
        s.concurrency,
        `${s.original.latencyMs.p50} / ${s.original.latencyMs.p95} / ${s.original.latencyMs.p99}`,
        s.original.throughput,
        `${s.graphql.latencyMs.p50} / ${s.graphql.latencyMs.p95} / ${s.graphql.latencyMs.p99}`,
        s.graphql.throughput,
        s.latencyRatioP50,
        s.throughputRatio,
      ]),
    ),
    '',
    '### Gateway\'s own work (sequential requests, ms)',
    '',
    row(['operation', 'log level', 'upstream calls', 'end to end p50/p95', 'upstream wait p50/p95', 'own p50/p95/p99', 'own share p50', '/healthz round trip p50']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...r.overhead.map((o) =>
      row([
        `${o.operation} (${o.viewer})`,
        o.logLevel,
        o.upstreamCallsP50,
        `${o.endToEndMs.p50} / ${o.endToEndMs.p95}`,
        `${o.upstreamWaitMs.p50} / ${o.upstreamWaitMs.p95}`,
        `${o.gatewayOwnMs.p50} / ${o.gatewayOwnMs.p95} / ${o.gatewayOwnMs.p99}`,
        o.ownShareP50,
        o.transportFloorMsP50,
      ]),
    ),
    '',
    '## 2. Upstream calls per route query (settings cache off)',
    '',
    row(['query', 'viewer', 'calls', 'baseline', 'paths']),
    row(['---', '---', '---', '---', '---']),
    ...r.batching.map((c) => row([c.operation, c.viewer, c.regressed ? `**${c.calls}**` : c.calls, c.baseline ?? 'none', c.paths.join(', ')])),
    '',
    '## 3. Client weight of a first visit (built files, compressed here)',
    '',
    row(['page', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...[r.weight.login, r.weight.userHome].map((p) =>
      row([p.path, p.js.files, kb(p.js.raw), kb(p.js.gzip), kb(p.js.brotli), kb(p.css.raw), kb(p.css.gzip), kb(p.css.brotli)]),
    ),
    '',
    `/login JS against the 150 KB budget: brotli ${r.weight.loginBudget.brotliRatio}×, gzip ${r.weight.loginBudget.gzipRatio}×. ` +
      `Employee chunks loaded on ${r.weight.employeeChunks.customerRoutesVisited.join(', ')}: ${r.weight.employeeChunks.loaded.length === 0 ? 'none' : r.weight.employeeChunks.loaded.join(', ')}.`,
    '',
    '### Paint (median of cold loads, ms)',
    '',
    row(['page', 'CPU slowdown', 'LCP', 'TBT']),
    row(['---', '---', '---', '---']),
    ...r.paint.runs.map((p) => row([p.path, `${p.cpuSlowdown}×`, p.lcpMs, p.tbtMs])),
    '',
    `Throttled / unthrottled LCP: ${Object.entries(r.paint.throttledLcpRatio).map(([page, value]) => `${page} ${value}×`).join(', ')}.`,
    '',
    '## 4. Repeat visit to /login with the service worker (bytes from the network, HTTP cache off on the repeat)',
    '',
    row(['visit', 'total', 'JS', 'CSS', 'HTML', 'other', 'requests']),
    row(['---', '---', '---', '---', '---', '---', '---']),
    ...(['first', 'repeat'] as const).map((visit) => {
      const v = r.repeatVisit[visit];
      return row([visit, kb(v.total), kb(v.js), kb(v.css), kb(v.html), kb(v.other), v.requests]);
    }),
    '',
    `Repeat / first: ${r.repeatVisit.repeatRatio}×; page controlled by the service worker: ${r.repeatVisit.serviceWorkerControlled}.`,
    '',
    '## 5. Subscriptions at scale',
    '',
    `Skipped: ${r.subscriptions.reason}.`,
    '',
  ].join('\n');
}

/** bench/results.json for tools and diffs, bench/RESULTS.md for reviewers. */
export function writeReport(results: BenchResults): void {
  const dir = import.meta.dirname;
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'RESULTS.md'), markdown(results));
  console.log(`\nWritten bench/results.json and bench/RESULTS.md\n\n${markdown(results)}`);
}
