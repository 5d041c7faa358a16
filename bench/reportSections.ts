// The sections of bench/RESULTS.md, one per benchmark (bench/report.ts puts them together).
import type { UpstreamCount } from './batching/upstreamCalls.ts';
import type { PaintResult } from './client/paint.ts';
import type { RepeatVisitResult } from './client/repeatVisit.ts';
import type { WeightResult } from './client/weight.ts';
import type { ScreenComparison } from './gateway/endToEnd.ts';
import type { OverheadResult } from './gateway/overhead.ts';
import type { SubscriptionsResult } from './subscriptions.ts';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
export const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
/** The gateway's setting of an own-work row: its log level, and whether the profile was shared (the product's). */
const settingOf = (o: OverheadResult) => (o.profileShared ? o.logLevel : `${o.logLevel}, profile read every request`);

export function screensSection(screens: readonly ScreenComparison[]): string[] {
  return [
    row(['screen', 'users', 'original p50/p95/p99', 'original /s', 'GraphQL p50/p95/p99', 'GraphQL /s', 'p50 ratio', 'throughput ratio']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...screens.map((s) =>
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
  ];
}

export function overheadSection(overhead: ReadonlyArray<OverheadResult & { logLevel: string }>): string[] {
  return [
    'Timed from outside: what the bench client waited minus the upstream calls the timing proxy saw. An upper bound: it also charges the gateway with both loopback transits, the bench client and the proxy\'s hop (the `/healthz` round trip shows the floor of HTTP alone). The budget is judged on the figure timed inside the gateway, in the next table, with the product\'s settings: a session\'s requests share its profile for 10 s, so after the first the shell waits for no upstream call; the row "profile read every request" (`PROFILE_CACHE_TTL_MS=0`) is the first request of a session in each 10 s, the gateway\'s own work around one upstream call.',
    '',
    row(['operation', 'gateway', 'upstream calls', 'end to end p50/p95', 'upstream wait p50/p95', 'own from outside p50/p95/p99', 'own share p50', '/healthz round trip p50', 'CPU ms per request']),
    row(['---', '---', '---', '---', '---', '---', '---', '---', '---']),
    ...overhead.map((o) =>
      row([
        `${o.operation} (${o.viewer})`,
        settingOf(o),
        o.upstreamCallsP50,
        `${o.endToEndMs.p50} / ${o.endToEndMs.p95}`,
        `${o.upstreamWaitMs.p50} / ${o.upstreamWaitMs.p95}`,
        `${o.gatewayOwnMs.p50} / ${o.gatewayOwnMs.p95} / ${o.gatewayOwnMs.p99}`,
        o.ownShareP50,
        o.transportFloorMsP50,
        o.cpuMsPerRequest,
      ]),
    ),
    '',
    'Timed inside the gateway process (`support/gatewayPhases.ts`: from the request\'s parsed headers to its finished response, minus the union of the upstream calls; no loopback transit, no bench client):',
    '',
    row(['operation', 'gateway', 'own p50/p95/p99', 'before the first upstream call p50/p95', 'after the last upstream answer p50/p95', 'total p50/p95']),
    row(['---', '---', '---', '---', '---', '---']),
    ...overhead.flatMap((o) =>
      o.inProcess === undefined
        ? []
        : [
            row([
              `${o.operation} (${o.viewer})`,
              settingOf(o),
              `${o.inProcess.ownMs.p50} / ${o.inProcess.ownMs.p95} / ${o.inProcess.ownMs.p99}`,
              `${o.inProcess.beforeFirstCallMs.p50} / ${o.inProcess.beforeFirstCallMs.p95}`,
              `${o.inProcess.afterLastCallMs.p50} / ${o.inProcess.afterLastCallMs.p95}`,
              `${o.inProcess.totalMs.p50} / ${o.inProcess.totalMs.p95}`,
            ]),
          ],
    ),
  ];
}

export function batchingSection(batching: readonly UpstreamCount[]): string[] {
  return [
    row(['query', 'viewer', 'calls', 'baseline', 'paths']),
    row(['---', '---', '---', '---', '---']),
    ...batching.map((c) =>
      c.skipped !== undefined
        ? row([c.operation, '—', 'not sent', c.baseline ?? 'none', c.skipped])
        : row([c.operation, c.viewer, c.regressed ? `**${c.calls}**` : c.calls, c.baseline ?? 'none', `${c.paths.join(', ')}${c.refused === undefined ? '' : ` (refused: ${c.refused})`}`]),
    ),
  ];
}

export function weightSection(weight: WeightResult): string[] {
  return [
    row(['page', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...[weight.login, weight.userHome].map((p) =>
      row([p.path, p.js.files, kb(p.js.raw), kb(p.js.gzip), kb(p.js.brotli), kb(p.css.raw), kb(p.css.gzip), kb(p.css.brotli)]),
    ),
    '',
    `/login JS against the 150 KB budget: brotli ${weight.loginBudget.brotliRatio}×, gzip ${weight.loginBudget.gzipRatio}×. ` +
      `Employee chunks loaded on ${weight.employeeChunks.customerRoutesVisited.join(', ')}: ${weight.employeeChunks.loaded.length === 0 ? 'none' : weight.employeeChunks.loaded.join(', ')}.`,
  ];
}

export function paintSection(paint: PaintResult): string[] {
  return [
    row(['page', 'CPU slowdown', 'LCP', 'TBT']),
    row(['---', '---', '---', '---']),
    ...paint.runs.map((p) => row([p.path, `${p.cpuSlowdown}×`, p.lcpMs, p.tbtMs])),
    '',
    `Throttled / unthrottled LCP: ${Object.entries(paint.throttledLcpRatio).map(([page, value]) => `${page} ${value}×`).join(', ')}.`,
  ];
}

export function repeatVisitSection(repeatVisit: RepeatVisitResult): string[] {
  return [
    row(['visit', 'total', 'JS', 'CSS', 'HTML', 'other', 'requests']),
    row(['---', '---', '---', '---', '---', '---', '---']),
    ...(['first', 'repeat'] as const).map((visit) => {
      const v = repeatVisit[visit];
      return row([visit, kb(v.total), kb(v.js), kb(v.css), kb(v.html), kb(v.other), v.requests]);
    }),
    '',
    `Repeat / first: ${repeatVisit.repeatRatio}×; page controlled by the service worker: ${repeatVisit.serviceWorkerControlled}.`,
  ];
}

export function subscriptionBudgets(s: SubscriptionsResult): string[][] {
  const target = s.target.subscribers.toLocaleString('en');
  return [
    [`${target} concurrent SSE subscribers on one instance (${s.target.users.toLocaleString('en')} users) — ${s.reached.subscribers.toLocaleString('en')} open`, verdict(s.reached.subscribers >= s.target.subscribers)],
    [`upstream unread-count polls ≤ 1 per user per interval — ${s.polls.perUserPerInterval}`, verdict(s.polls.perUserPerInterval > 0 && s.polls.perUserPerInterval <= 1)],
    [`a change reaches every affected subscriber — ${s.push.received} of ${s.push.subscribers}`, verdict(s.push.received === s.push.subscribers && s.push.subscribers > 0)],
  ];
}

export function subscriptionsSection(s: SubscriptionsResult): string[] {
  const m = s.memory;
  return [
    `${s.reached.subscribers.toLocaleString('en')} SSE streams of \`unreadMessageCount\` over ${s.reached.users.toLocaleString('en')} signed-in customers on one gateway ` +
      `(target ${s.target.subscribers.toLocaleString('en')} over ${s.target.users.toLocaleString('en')}${s.limit ? `; ${s.limit}` : ''}), ` +
      `poll interval ${s.pollIntervalMs / 1000} s (the product's is 60 s), log level ${s.logLevel}, open-file limit ${s.fileLimit}. ` +
      `Sign-ins took ${s.signInSeconds} s, opening the streams ${s.openSeconds} s (each counted open at its first event).`,
    '',
    row(['gateway process', 'RSS', 'heap used', 'external']),
    row(['---', '---', '---', '---']),
    row(['before the streams', `${m.before.rssMb} MB`, `${m.before.heapUsedMb} MB`, `${m.before.externalMb} MB`]),
    row(['with the streams open', `${m.after.rssMb} MB`, `${m.after.heapUsedMb} MB`, `${m.after.externalMb} MB`]),
    row(['per subscriber', `${m.rssKbPerSubscriber} KB`, `${m.heapKbPerSubscriber} KB`, '']),
    '',
    `Gauges: ${s.gauges.sseStreams} SSE streams, ${s.gauges.unreadPollers} unread pollers. ` +
      `Upstream \`GetUnreadItemsCount\` calls per ${s.pollIntervalMs / 1000} s interval: ${s.polls.perInterval.join(', ')} — ${s.polls.perUserPerInterval} per user per interval.`,
    '',
    `A staff reply through the gateway to one application of each of ${s.push.users} users (${s.push.subscribers} streams): ` +
      `${s.push.received} streams received the new count, p50 ${s.push.p50Ms} ms / p95 ${s.push.p95Ms} ms / max ${s.push.maxMs} ms after the reply was sent ` +
      `(the reply mutation itself: p50 ${s.push.replyP50Ms} ms); all reached ${s.push.allReachedMs} ms after the first reply was sent.`,
  ];
}
