// The screen CPU step (`screenCpu.ts`) as an A/B of two checkouts on one machine state: a gateway of each
// tree in front of one utility API, every route query sent to both in turn (the order alternating), so that
// a busy machine inflates both alike; each gateway times its own requests in process (`support/gatewayPhases.ts`).
// `node bench/gateway/screenCpuPair.ts SAMPLES BEFORE_DIR AFTER_DIR [query names…]` (SAMPLES timed rounds): prints, slowest first,
// the upstream calls and CPU p50 of each query on both and their ratio, and how many are over the budget on each. Writes nothing.
// `BENCH_PAIR_SCALE=large` puts the utility API on step 5's large seed (seeded first) instead of the demo data.
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql } from '../support/graphql.ts';
import { namedQueries } from '../support/operations.ts';
import { startPortal } from '../support/portal.ts';
import { seededData } from '../support/seededData.ts';
import { screenQueries, type ScreenQuery } from '../support/screenQueries.ts';
import { percentiles } from '../support/stats.ts';
import { gatewayPhasesEnv, readGatewayPhases } from './overhead.ts';
import { inRounds } from '../support/rounds.ts';
import { SCREEN_CPU_BUDGET_MS, WARMUP_ROUNDS } from './screenCpu.ts';


async function main(): Promise<void> {
  const [samplesArg, ...rest] = process.argv.slice(2);
  const samples = Number(samplesArg);
  const roots = rest.slice(0, 2);
  const names = rest.slice(2);
  if (!(samples > 0) || roots.length !== 2) throw new Error('usage: screenCpuPair.ts SAMPLES BEFORE_DIR AFTER_DIR [query names…]');
  const queries = namedQueries(names);
  const database = process.env.BENCH_PAIR_SCALE === 'large' ? (await seededData('large')).file : undefined;
  const api = await startPortal({ database });
  const files = roots.map(() => join(tmpdir(), `bench-pair-phases-${process.pid}-${randomUUID()}.json`));
  const loads = [loadavg()[0]];
  const sent: string[] = [];
  try {
    const gateways = await Promise.all(roots.map((root, i) => startPortal({ utilityApiUrl: api.apiUrl, root, env: { LOG_LEVEL: 'info', ...gatewayPhasesEnv(files[i] ?? '') } })));
    const plans = await Promise.all(gateways.map(async (gateway) => (await screenQueries(gateway.url, queries)).runnable));
    const send = (side: number, index: number, requestId?: string) => {
      const screen = plans[side]?.[index] as ScreenQuery;
      return graphql(gateways[side]?.url ?? '', screen.operation.text, { token: screen.token, variables: screen.variables, requestId });
    };
    // As step 1 (`screenCpu.ts`): rounds of every query, unmeasured and then timed; the order within a pair
    // alternates from round to round for every query, so that neither side always goes first.
    const screens = plans[0] ?? [];
    const sendPair = async (index: number, round: number, timed: boolean) => {
      for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) await send(side, index, timed ? `pair-q${index}-${randomUUID()}` : undefined);
    };
    await inRounds(WARMUP_ROUNDS, screens.length, (index, round) => sendPair(index, round, false));
    await inRounds(samples, screens.length, (index, round) => sendPair(index, round, true));
    sent.push(...screens.map((screen) => screen.operation.name));
    loads.push(loadavg()[0]);
    for (const gateway of gateways) await gateway.stop();
  } finally {
    await api.stop();
  }
  const phases = files.map(readGatewayPhases);
  const rows = sent.map((operation, index) => {
    const [before, after] = phases.map((all) => all.filter((phase) => phase.requestId.startsWith(`pair-q${index}-`)));
    const p50 = (list: typeof before) => percentiles((list ?? []).map((phase) => phase.cpuMs)).p50;
    const calls = (list: typeof before) => percentiles((list ?? []).map((phase) => phase.upstreamCalls)).p50;
    return { operation, calls: calls(before), callsAfter: calls(after), before: p50(before), after: p50(after) };
  });
  rows.sort((a, b) => b.before - a.before);
  console.log(`load average ${loads.map((load) => load?.toFixed(1)).join(' → ')}; ${samples} pairs per query after ${WARMUP_ROUNDS} rounds of every query`);
  console.log('| query | upstream calls p50 before → after | CPU p50 before ms | after ms | after / before |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.operation} | ${r.calls} → ${r.callsAfter} | ${r.before} | ${r.after} | ${(r.after / r.before).toFixed(2)} |`);
  const over = (pick: (r: (typeof rows)[number]) => number) => rows.filter((r) => pick(r) > SCREEN_CPU_BUDGET_MS).length;
  console.log(`over ${SCREEN_CPU_BUDGET_MS} ms at p50: before ${over((r) => r.before)}, after ${over((r) => r.after)} of ${rows.length}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
