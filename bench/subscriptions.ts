// Benchmark 5 (issue #10, docs/architecture.md §3 Realtime): 10,000 concurrent SSE subscribers of
// `Subscription.unreadMessageCount` on one gateway instance, spread over 1,000 customers — memory per
// subscriber, upstream polls per interval (one per user), and the time a change takes to reach every
// affected subscriber.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { startCountingProxy, type CountingProxy } from '../gateway/src/testing/countingProxy.ts';
import { toGlobalId } from '../gateway/src/relay/globalId.ts';
import { DEMO_PASSWORD, DEMO_USERS, graphql } from './support/graphql.ts';
import { send } from './support/http.ts';
import { metricsRequest, startPortal, type Portal } from './support/portal.ts';
import { seededData } from './support/seededData.ts';
import { percentile, round } from './support/stats.ts';

/** The issue's figures; `BENCH_SUBSCRIBERS` / `BENCH_SUBSCRIPTION_USERS` lower them for a quick run. */
export const TARGET_SUBSCRIBERS = 10_000;
export const TARGET_USERS = 1_000;
/** A short poll so that a few intervals fit in seconds; the product polls every 60 s (`000 §9`). */
const POLL_FIRST_MS = 1_000;
const POLL_INTERVAL_MS = 5_000;
/** Whole intervals over which upstream polls are counted. */
const COUNTED_INTERVALS = 3;
/** Sign-ins in flight (each one is a 50 ms scrypt upstream) and subscriptions being opened at once. */
const SIGN_IN_CONCURRENCY = 8;
const OPEN_CONCURRENCY = 200;
/** Users whose application gets a staff reply; their subscribers must all hear of it. */
const REPLY_CONCURRENCY = 8;
const UNREAD_PATH = '/applicationmessage/getunreaditemscount';
const root = join(import.meta.dirname, '..');

interface Memory {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

export interface SubscriptionsResult {
  skipped: false;
  target: { subscribers: number; users: number };
  /** What this machine reached; below the target, `limit` says why. */
  reached: { subscribers: number; users: number };
  limit: string | undefined;
  fileLimit: number;
  pollIntervalMs: number;
  logLevel: string;
  signInSeconds: number;
  /** Time to open every subscription, each counted open at its first event (the current count). */
  openSeconds: number;
  /** The gateway process (gateway only, the utility API runs in another process), from its /metrics. */
  memory: { before: Memory; after: Memory; rssKbPerSubscriber: number; heapKbPerSubscriber: number };
  gauges: { sseStreams: number; unreadPollers: number };
  /** `/ApplicationMessage/GetUnreadItemsCount` calls seen at the counting proxy in each whole interval. */
  polls: { perInterval: number[]; perUserPerInterval: number };
  /** Staff replies through the gateway to one application of each user; latency from each reply's send. */
  push: {
    users: number;
    subscribers: number;
    received: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    /** From the first reply sent to the last subscriber reached. */
    allReachedMs: number;
    replyP50Ms: number;
  };
}

interface Customer {
  login: string;
  applicationId: number;
}

/** Customers that have an application, from the embedded utility API's database (read only). */
function customersWithApplications(portal: Portal, count: number): Customer[] {
  const db = new Database(join(portal.dataDir, 'utility.sqlite'), { readonly: true, fileMustExist: true });
  try {
    // loginName() of utility-api/src/store/users.ts: mobile-registered users sign in with the mobile number.
    return db
      .prepare<[number], Customer>(
        `SELECT CASE WHEN u.registration_type = 2 THEN u.mobile_no ELSE COALESCE(u.email, u.mobile_no) END AS login,
                MIN(a.id) AS applicationId
           FROM users u JOIN applications a ON a.user_id = u.id
          WHERE u.role = 2 AND u.active = 1
          GROUP BY u.id ORDER BY u.id LIMIT ?`,
      )
      .all(count);
  } finally {
    db.close();
  }
}

/** Runs `task` over `items` with at most `limit` in flight; stops taking new items after a failure. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  await Promise.all(workers);
  return results;
}

const LOGIN = `mutation BenchSubscriberLogin($input: LoginInput!) {
  login(input: $input) { token userErrors { code } }
}`;

async function signIn(gatewayUrl: string, login: string): Promise<string> {
  const data = (await graphql(gatewayUrl, LOGIN, {
    variables: { input: { email: login, password: DEMO_PASSWORD, issueToken: true } },
  })) as { login: { token: string | null; userErrors: Array<{ code: string }> } };
  if (!data.login.token) throw new Error(`sign-in of ${login} failed: ${data.login.userErrors.map((e) => e.code).join(', ')}`);
  return data.login.token;
}

/** The client's own subscription document (`useUnreadMessageCountSubscription`), sent by persisted id as the client does. */
function subscriptionBody(): string {
  const documents = JSON.parse(readFileSync(join(root, 'persisted-documents.json'), 'utf8')) as Record<string, string>;
  const id = Object.keys(documents).find((key) => /^subscription\b[\s\S]*\bunreadMessageCount\b/.test(documents[key] ?? ''));
  return JSON.stringify(id ? { documentId: id, variables: {} } : { query: 'subscription { unreadMessageCount }', variables: {} });
}

/** One SSE subscriber: every count it heard, with the time it arrived. */
class Subscriber {
  readonly counts: Array<{ at: number; count: number }> = [];
  ended: string | undefined;
  private req: ClientRequest | undefined;
  private waiters: Array<() => void> = [];
  readonly user: number;
  constructor(user: number) {
    this.user = user;
  }

  open(url: string, agent: Agent, token: string, body: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no first event in time')), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
      const fail = (reason: string) => {
        this.ended ??= reason;
        clearTimeout(timer);
        reject(new Error(reason));
      };
      this.req = request(
        `${url}/graphql`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'text/event-stream',
            'accept-language': 'en',
          },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            fail(`HTTP ${res.statusCode}`);
            return;
          }
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              this.event(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
            }
          });
          res.on('end', () => (this.ended ??= 'stream ended'));
          res.on('error', (error) => fail(error.message));
        },
      );
      this.req.on('error', (error) => fail(error.message));
      this.req.end(body);
    });
  }

  private event(block: string): void {
    if (!block.startsWith('event: next')) return;
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (data === undefined) return;
    const payload = JSON.parse(data) as { data?: { unreadMessageCount?: number }; errors?: Array<{ message: string }> };
    const count = payload.data?.unreadMessageCount;
    if (typeof count !== 'number') {
      this.ended ??= `error: ${payload.errors?.map((error) => error.message).join('; ')}`;
      return;
    }
    this.counts.push({ at: performance.now(), count });
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** When the count first changed after `since`, if it has. */
  changedAfter(since: number, before: number | undefined): number | undefined {
    return this.counts.find((entry) => entry.at >= since && entry.count !== before)?.at;
  }

  close(): void {
    this.req?.destroy();
  }
}

async function gatewayMemory(gatewayUrl: string): Promise<Memory & { sseStreams: number; unreadPollers: number }> {
  const text = (await send(`${gatewayUrl}/metrics`, metricsRequest)).body;
  const metric = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const mb = (bytes: number) => round(bytes / 2 ** 20, 1);
  return {
    rssMb: mb(metric('process_resident_memory_bytes')),
    heapUsedMb: mb(metric('nodejs_heap_size_used_bytes')),
    externalMb: mb(metric('nodejs_external_memory_bytes')),
    sseStreams: metric('gateway_sse_streams_active'),
    unreadPollers: metric('gateway_unread_pollers_active'),
  };
}

/** Memory after things settled: the lowest heap of a few reads (a read between collections overstates it). */
async function settledMemory(gatewayUrl: string): Promise<Memory & { sseStreams: number; unreadPollers: number }> {
  let best: Awaited<ReturnType<typeof gatewayMemory>> | undefined;
  for (let read = 0; read < 5; read++) {
    await delay(1_000);
    const memory = await gatewayMemory(gatewayUrl);
    if (best === undefined || memory.heapUsedMb < best.heapUsedMb) best = memory;
  }
  return best as Awaited<ReturnType<typeof gatewayMemory>>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The open-file limit this process and its children run with (each SSE stream is a socket at both ends). */
function openFileLimit(): number {
  try {
    return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const REPLY = `mutation BenchStaffReply($input: AddApplicationMessageInput!) {
  addApplicationMessage(input: $input) { userErrors { code } }
}`;

/**
 * Starts a portal on the large-scale demo data (`database`, seeded before by `bench/support/seededData.ts`;
 * seeded here when not given) for its utility API and, in front of a counting proxy, a second gateway
 * alone in its process (so that its memory is the gateway's), with a short unread poll and a sign-in
 * limit per address high enough for 1,000 sign-ins from 127.0.0.1 (as tests/support/globalSetup.ts).
 */
export async function subscriptionsAtScale(
  options: { subscribers?: number; users?: number; logLevel?: string; database?: string } = {},
): Promise<SubscriptionsResult> {
  const users = options.users ?? (Number(process.env.BENCH_SUBSCRIPTION_USERS) || TARGET_USERS);
  const wanted = options.subscribers ?? (Number(process.env.BENCH_SUBSCRIBERS) || TARGET_SUBSCRIBERS);
  const logLevel = options.logLevel ?? 'info';
  const fileLimit = openFileLimit();
  // Client and gateway each hold one socket per stream, besides a few hundred other files.
  const fits = Number.isFinite(fileLimit) ? Math.max(0, fileLimit - 500) : wanted;
  let limit = fits < wanted ? `the open-file limit is ${fileLimit} (ulimit -n): one socket per stream in each process` : undefined;
  const subscribers = Math.min(wanted, fits);

  const stops: Array<() => Promise<void>> = [];
  const streams: Subscriber[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  try {
    const database = options.database ?? (await seededData('large')).file;
    const api = await startPortal({ database, env: { LOG_LEVEL: 'warn' } });
    stops.push(api.stop);
    const counting: CountingProxy = await startCountingProxy(api.apiUrl);
    stops.push(counting.close);
    const gateway = await startPortal({
      utilityApiUrl: counting.url,
      env: {
        LOG_LEVEL: logLevel,
        AUTH_ATTEMPTS_PER_ADDRESS: String(users * 10),
        UNREAD_POLL_FIRST_MS: String(POLL_FIRST_MS),
        UNREAD_POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
      },
    });
    stops.push(gateway.stop);

    const customers = customersWithApplications(api, users);
    if (customers.length < users) throw new Error(`only ${customers.length} generated customers have an application`);
    let started = performance.now();
    const tokens = await pool(customers, SIGN_IN_CONCURRENCY, (customer) => signIn(gateway.url, customer.login));
    const signInSeconds = round((performance.now() - started) / 1000, 1);
    console.log(`subscriptions: ${users} customers signed in in ${signInSeconds} s`);

    const before = await settledMemory(gateway.url);
    const body = subscriptionBody();
    const plan = Array.from({ length: subscribers }, (_, index) => index % users);
    started = performance.now();
    try {
      await pool(plan, OPEN_CONCURRENCY, async (user) => {
        const stream = new Subscriber(user);
        streams.push(stream);
        await stream.open(gateway.url, agent, tokens[user] as string, body, 60_000);
      });
    } catch (error) {
      limit ??= `opening subscription ${streams.length} failed: ${(error as Error).message}`;
      console.warn(`subscriptions: ${limit}`);
    }
    const open = streams.filter((stream) => stream.counts.length > 0 && stream.ended === undefined);
    const openSeconds = round((performance.now() - started) / 1000, 1);
    const reachedUsers = new Set(open.map((stream) => stream.user)).size;
    console.log(`subscriptions: ${open.length} streams of ${reachedUsers} users open in ${openSeconds} s`);

    // Let every user's first poll pass, then count the polls of whole intervals.
    await delay(POLL_FIRST_MS + 1_000);
    const after = await settledMemory(gateway.url);
    counting.reset();
    const perInterval: number[] = [];
    let seen = 0;
    for (let interval = 0; interval < COUNTED_INTERVALS; interval++) {
      await delay(POLL_INTERVAL_MS);
      const total = counting.count(UNREAD_PATH);
      perInterval.push(total - seen);
      seen = total;
    }

    // One staff reply through the gateway per user: the gateway publishes messagesChanged for its owner,
    // whose poller re-checks at once and pushes the new count to each of the user's streams.
    const staff = await signIn(gateway.url, DEMO_USERS.employee);
    const lastCount = new Map(open.map((stream) => [stream, stream.counts.at(-1)?.count]));
    const sentAt = new Map<number, number>();
    const replyMs: number[] = [];
    const targets = [...new Set(open.map((stream) => stream.user))];
    const firstSent = performance.now();
    await pool(targets, REPLY_CONCURRENCY, async (user) => {
      const at = performance.now();
      sentAt.set(user, at);
      const data = (await graphql(gateway.url, REPLY, {
        token: staff,
        variables: { input: { applicationId: toGlobalId('Application', String(customers[user]?.applicationId)), text: 'Bench reply.' } },
      })) as { addApplicationMessage: { userErrors: Array<{ code: string }> } };
      replyMs.push(performance.now() - at);
      if (data.addApplicationMessage.userErrors.length > 0) {
        throw new Error(`staff reply refused: ${data.addApplicationMessage.userErrors.map((e) => e.code).join(', ')}`);
      }
    });
    // A lost push would still arrive with the next poll: wait that long, and the latency shows it.
    const deadline = performance.now() + POLL_INTERVAL_MS * 2 + 5_000;
    const reachedAt = () => open.map((stream) => stream.changedAfter(sentAt.get(stream.user) ?? 0, lastCount.get(stream)));
    while (reachedAt().some((at) => at === undefined) && performance.now() < deadline) await delay(100);
    const arrivals = reachedAt();
    const latencies = arrivals.flatMap((at, index) => {
      const stream = open[index] as Subscriber;
      return at === undefined ? [] : [at - (sentAt.get(stream.user) ?? 0)];
    });
    const lastArrival = Math.max(...arrivals.map((at) => at ?? 0));

    const result: SubscriptionsResult = {
      skipped: false,
      target: { subscribers: TARGET_SUBSCRIBERS, users: TARGET_USERS },
      reached: { subscribers: open.length, users: reachedUsers },
      limit: open.length < TARGET_SUBSCRIBERS ? (limit ?? `this run asked for ${wanted} subscribers over ${users} users`) : limit,
      fileLimit: Number.isFinite(fileLimit) ? fileLimit : -1,
      pollIntervalMs: POLL_INTERVAL_MS,
      logLevel,
      signInSeconds,
      openSeconds,
      memory: {
        before: { rssMb: before.rssMb, heapUsedMb: before.heapUsedMb, externalMb: before.externalMb },
        after: { rssMb: after.rssMb, heapUsedMb: after.heapUsedMb, externalMb: after.externalMb },
        rssKbPerSubscriber: round(((after.rssMb - before.rssMb) * 1024) / Math.max(1, open.length)),
        heapKbPerSubscriber: round(((after.heapUsedMb - before.heapUsedMb) * 1024) / Math.max(1, open.length)),
      },
      gauges: { sseStreams: after.sseStreams, unreadPollers: after.unreadPollers },
      polls: { perInterval, perUserPerInterval: round(perInterval.reduce((a, b) => a + b, 0) / COUNTED_INTERVALS / Math.max(1, reachedUsers), 3) },
      push: {
        users: targets.length,
        subscribers: open.length,
        received: latencies.length,
        p50Ms: round(percentile(latencies, 50), 1),
        p95Ms: round(percentile(latencies, 95), 1),
        maxMs: round(Math.max(...latencies), 1),
        allReachedMs: round(lastArrival - firstSent, 1),
        replyP50Ms: round(percentile(replyMs, 50), 1),
      },
    };
    console.log(`subscriptions: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    for (const stop of stops.reverse()) await stop();
  }
}

// `node bench/subscriptions.ts` runs this benchmark alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  subscriptionsAtScale().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
