// Where the gateway's own work goes (bench/README.md, "where the time goes"): a gateway alone in its
// process with `--cpu-prof`, in front of a portal's utility API, answers sequential requests of route
// queries as their screens send them (`support/screenQueries.ts`: sample variables, the screen's viewer);
// the profile is summarised by self time per function and per package, over the timed requests only (each
// query's first 100 are left out) and for each query apart. `CPU_PROF_INTERVAL_US` samples more often (1000).
// `node bench/profileGateway.ts [requests per operation] [dir] [query names…]` (default 3000, a new
// temporary folder that keeps the .cpuprofile for Chrome's DevTools, and every route query); the name
// `TypenameQuery` adds `{ __typename }`, the per-request floor (`support/operations.ts`).
// `PROFILE_DATABASE=file` starts the utility API on a copy of that seeded file (the large scale, e.g.
// `node scripts/seedDatabase.ts file large 1`); `PROFILE_VARIABLES='{"filter":{"name":"…"}}'` is laid over
// every query's sample variables (an enquiry search by another key); `PROFILE_MEMO_PATHS=/A/B,/C/D` answers
// those upstream calls from memory after their first (`support/memoizingProxy.ts`), so that the API's work on
// the same cores does not preempt the gateway in the profile; `PROFILE_ROOT=dir` profiles another checkout's gateway.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql } from './support/graphql.ts';
import { namedQueries } from './support/operations.ts';
import { startMemoizingProxy } from './support/memoizingProxy.ts';
import { startPortal } from './support/portal.ts';
import { screenQueries } from './support/screenQueries.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds on the monotonic clock that `process.hrtime` reads in every process of the machine. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** When one operation's timed requests ran, in microseconds of `process.hrtime`, and how many. */
interface Window {
  operation: string;
  start: number;
  end: number;
  requests: number;
}

const WARMUP_REQUESTS = 100;
const microseconds = () => Number(process.hrtime.bigint() / 1000n);

/** The package (or gateway folder, or `node:` internal) a script URL belongs to. */
function packageOf(url: string): string {
  if (url === '') return '(native or idle)';
  if (url.startsWith('node:')) return url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  const inRepo = /\/(gateway\/src\/[^/]+|utility-api|scripts)/.exec(url);
  return inRepo?.[1] ?? url;
}

const nameOf = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/gateway\//, 'gateway/')}:${lineNumber + 1}`;

function summarise(profile: CpuProfile, windows: readonly Window[]): void {
  const requests = windows.reduce((sum, window) => sum + window.requests, 0);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stackOf = (id: number): ProfileNode[] => {
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (node !== undefined) stack.push(node);
    }
    return stack;
  };
  // Only samples taken while timed requests ran count: not start-up, sign-ins, the first requests of each query.
  let at = profile.startTime;
  const timed = profile.samples.map((_, index) => {
    at += profile.timeDeltas[index] ?? 0;
    return windows.some((window) => at >= window.start && at <= window.end);
  });
  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  const inclusiveInGateway = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!timed[index] || node === undefined || node.callFrame.functionName === '(idle)') return;
    total += delta;
    const name = nameOf(node.callFrame);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
    const pkg = packageOf(node.callFrame.url);
    selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + delta);
    // Each of the gateway's own functions on the stack, once however deep it recurs.
    for (const name of new Set(stackOf(id).filter((frame) => frame.callFrame.url.includes('/gateway/src/')).map((frame) => nameOf(frame.callFrame)))) {
      inclusiveInGateway.set(name, (inclusiveInGateway.get(name) ?? 0) + delta);
    }
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${(ms / requests).toFixed(4).padStart(8)} ms/req  ${(100 * ms / total).toFixed(1).padStart(5)} %  ${name}`);
  console.log(`busy ${total.toFixed(0)} ms over ${requests} requests, warm-up left out: ${(total / requests).toFixed(3)} ms per request (sampled time on the thread, blocking calls included)`);
  console.log('\nself time by package\n' + top(selfByPackage, 25).join('\n'));
  console.log('\nself time by function\n' + top(selfByFunction, 40).join('\n'));
  console.log('\ninclusive time of the gateway\'s own functions\n' + top(inclusiveInGateway, 30).join('\n'));
}

async function main(): Promise<void> {
  const perOperation = Number(process.argv[2] ?? 3000);
  const dir = process.argv[3] || mkdtempSync(join(tmpdir(), 'gateway-profile-'));
  const names = process.argv.slice(4);
  const queries = namedQueries(names);
  if (queries.length === 0) throw new Error(`no route query named ${names.join(', ')}`);
  const windows: Window[] = [];
  const portal = await startPortal({ database: process.env.PROFILE_DATABASE || undefined });
  const override = JSON.parse(process.env.PROFILE_VARIABLES || '{}') as Record<string, unknown>;
  try {
    const memoPaths = (process.env.PROFILE_MEMO_PATHS ?? '').split(',').filter((path) => path !== '');
    const memo = memoPaths.length > 0 ? await startMemoizingProxy(portal.apiUrl, memoPaths) : undefined;
    const gateway = await startPortal({
      utilityApiUrl: memo?.url ?? portal.apiUrl,
      root: process.env.PROFILE_ROOT || undefined,
      env: { LOG_LEVEL: 'info', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-interval ${process.env.CPU_PROF_INTERVAL_US ?? 1000} --cpu-prof-dir=${dir}`.trim() },
    });
    try {
      const { runnable, unrun } = await screenQueries(gateway.url, queries);
      for (const query of unrun) console.warn(`not sent: ${query.operation} (${query.reason})`);
      for (const { operation, token, variables: sample, viewer } of runnable) {
        const variables = { ...sample, ...override };
        console.log(`${operation.name} as ${viewer}`);
        const send = (i: number) => graphql(gateway.url, operation.text, { token, variables, requestId: `profile-${i}` });
        for (let i = 0; i < WARMUP_REQUESTS; i += 1) await send(i);
        const start = microseconds();
        for (let i = 0; i < perOperation; i += 1) await send(i);
        windows.push({ operation: operation.name, start, end: microseconds(), requests: perOperation });
      }
    } finally {
      await gateway.stop();
      await memo?.close();
    }
  } finally {
    await portal.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error(`no profile in ${dir}`);
  console.log(`profile: ${join(dir, file)}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  summarise(profile, windows);
  // Each query on its own as well, when there are several.
  if (windows.length > 1) {
    for (const window of windows) {
      console.log(`\n=== ${window.operation}`);
      summarise(profile, [window]);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
