// Step 7 (`enquiry.ts`) as an A/B of two checkouts on one machine state: a gateway of each tree in front of
// one utility API on the large demo data, and the same upstream calls made directly (`enquiryDirect.ts`); each
// search of each key sent to all three in a rotating order, so that a busy machine weighs on all alike. Each
// gateway times its own requests in process (`support/gatewayPhases.ts`): CPU and own work per request.
// `ENQUIRY_DATABASE=file node bench/enquiryPair.ts SAMPLES BEFORE_DIR AFTER_DIR [keys…]` (the file seeded by
// `node scripts/seedDatabase.ts file large 1`; seeded here when not given). Prints a table; writes nothing.
// `ENQUIRY_MEMO=1`: the gateways' search, customer and property calls are answered from memory after the
// first (`support/memoizingProxy.ts`), so that their CPU figures hold their own work alone; the direct
// side is then left out (its ratios would compare with no API at all).
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH, sampleFilters } from './enquiry.ts';
import { startCallCapture } from './enquiryDirect.ts';
import { gatewayPhasesEnv, readGatewayPhases } from './gateway/overhead.ts';
import { graphql, tokenFor } from './support/graphql.ts';
import { FLOOR_QUERY } from './support/operations.ts';
import { startPortal } from './support/portal.ts';
import { timedInRounds } from './support/rounds.ts';
import { seededData } from './support/seededData.ts';
import { startMemoizingProxy } from './support/memoizingProxy.ts';
import { percentiles, ratio } from './support/stats.ts';
import { replay } from './support/upstreamReplay.ts';

const WARMUP = 5;
const MEMO = process.env.ENQUIRY_MEMO === '1';
const SIDES = MEMO ? (['before', 'after', 'floor'] as const) : (['before', 'after', 'direct', 'floor'] as const);
const SEARCH_CALLS = ['/Enquiry/Search', '/Customer/GetItems', '/Property/GetItems'];

async function main(): Promise<void> {
  const [samplesArg, ...rest] = process.argv.slice(2);
  const samples = Number(samplesArg);
  const roots = rest.slice(0, 2);
  const keys = rest.slice(2);
  if (!(samples > 0) || roots.length !== 2) throw new Error('usage: enquiryPair.ts SAMPLES BEFORE_DIR AFTER_DIR [keys…]');
  const database = process.env.ENQUIRY_DATABASE || (await seededData('large')).file;
  const api = await startPortal({ database });
  const files = roots.map(() => join(tmpdir(), `bench-enquiry-pair-${process.pid}-${randomUUID()}.json`));
  const loads = [loadavg()[0]];
  const rows: string[] = [];
  try {
    const memo = MEMO ? await startMemoizingProxy(api.apiUrl, SEARCH_CALLS) : undefined;
    const upstreamUrl = memo?.url ?? api.apiUrl;
    const gateways = await Promise.all(roots.map((root, i) => startPortal({ utilityApiUrl: upstreamUrl, root, env: gatewayPhasesEnv(files[i] ?? '') })));
    const tokens = await Promise.all(gateways.map((gateway) => tokenFor(gateway.url, 'employee')));
    const capture = await startCallCapture(api.apiUrl);
    const measured: Array<{ key: string; total: number; ms: Record<'before' | 'after' | 'direct' | 'floor', number[]> }> = [];
    try {
      for (const [key, filter] of await sampleFilters(api.apiUrl)) {
        if (keys.length > 0 && !keys.includes(key)) continue;
        const variables = { filter, first: 50 };
        const trips = await capture.capture(SEARCH, variables);
        const run = {
          before: (requestId?: string) => graphql(gateways[0]?.url ?? '', SEARCH, { token: tokens[0], variables, requestId }),
          after: (requestId?: string) => graphql(gateways[1]?.url ?? '', SEARCH, { token: tokens[1], variables, requestId }),
          direct: () => replay(api.apiUrl, capture.cookie, trips),
          floor: () => graphql(gateways[1]?.url ?? '', FLOOR_QUERY.text, { token: tokens[1] }),
        };
        const first = (await run.before()) as { enquirySearch: { totalCount: number } };
        for (let i = 0; i < WARMUP; i += 1) for (const side of SIDES) await run[side]();
        // Request ids by the key's index: the gateways' own timings of this key are found by them.
        const tagged = (side: 'before' | 'after') => () => run[side](`pair-k${measured.length}-${randomUUID()}`);
        const timed = { before: tagged('before'), after: tagged('after'), floor: run.floor };
        const ms = MEMO ? { direct: [] as number[], ...(await timedInRounds(samples, timed)) } : await timedInRounds(samples, { ...timed, direct: run.direct });
        measured.push({ key, total: first.enquirySearch.totalCount, ms });
      }
    } finally {
      await capture.stop();
      for (const gateway of gateways) await gateway.stop();
      await memo?.close();
    }
    loads.push(loadavg()[0]);
    const phases = files.map(readGatewayPhases);
    for (const [index, { key, total, ms }] of measured.entries()) {
      // Request ids by the key's index: a key's name may hold what a request id may not.
      const [before, after] = phases.map((all) => all.filter((phase) => phase.requestId.startsWith(`pair-k${index}-`)));
      const cpu = (list: typeof before) => percentiles((list ?? []).map((phase) => phase.cpuMs)).p50;
      const own = (list: typeof before) => percentiles((list ?? []).map((phase) => phase.ownMs)).p50;
      const [b, a, d, f] = [percentiles(ms.before), percentiles(ms.after), percentiles(ms.direct), percentiles(ms.floor)];
      rows.push(
        `| ${key} | ${total} | ${d.p50} / ${d.p95} | ${b.p50} / ${b.p95} | ${ratio(b.p50, d.p50)} / ${ratio(b.p95, d.p95)} | ` +
          `${a.p50} / ${a.p95} | ${ratio(a.p50, d.p50)} / ${ratio(a.p95, d.p95)} | ${cpu(before)} → ${cpu(after)} (${ratio(cpu(after), cpu(before))}) | ${own(before)} → ${own(after)} | ` +
          `${f.p50} | ${ratio(d.p50 + f.p50, d.p50)} |`,
      );
    }
  } finally {
    await api.stop();
  }
  console.log(`load average ${loads.map((load) => load?.toFixed(1)).join(' → ')}; ${samples} rounds per key after ${WARMUP}; ms`);
  // The floor's ratio: what a gateway whose search cost no more than a request reading nothing would measure.
  console.log('| key | rows | direct p50 / p95 | before p50 / p95 | ÷ direct | after p50 / p95 | ÷ direct | gateway CPU p50 | own work p50 | `{ __typename }` p50 | (direct + it) ÷ direct |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
