import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createGateway, type Gateway } from '../server.ts';
import { TestBrowser, type GraphQLAnswer } from '../testing/browser.ts';
import { FAKE_WELCOME_MESSAGE, startFakeUpstream, type FakeUpstream } from '../testing/fakeUpstream.ts';

// One path of the utility API hangs (`families.ts`): its family's calls queue, fail fast and open its
// breaker, while every other family keeps answering. Timeouts and queue waits run on fake timers, the
// breakers on the test's clock: nothing here waits for real time to pass.

const HUNG_PATH = '/CustomerEvaluation/GetItem';
const HUNG_QUERY = '{ customerEvaluation(accessKey: "hung") { __typename } }';
const HEALTHY_QUERY = '{ welcomeMessage }';
const CONCURRENCY = 8;
const QUEUE = 16;
const QUEUE_MS = 2_000;
const TIMEOUT_MS = 10_000;
const COOLDOWN_MS = 5_000;
const HUNG_REQUESTS = 80;

let fake: FakeUpstream;
let gateway: Gateway;
let clock = 0;
beforeAll(async () => {
  fake = await startFakeUpstream('welcome');
  fake.hang(HUNG_PATH);
  gateway = createGateway(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      utilityApiUrl: fake.url,
      settingsCacheTtlSeconds: 0,
      upstreamTimeoutMs: TIMEOUT_MS,
      upstreamCircuitFailures: 3,
      upstreamCircuitCooldownMs: COOLDOWN_MS,
      upstreamFamilyConcurrency: CONCURRENCY,
      upstreamFamilyQueue: QUEUE,
      upstreamFamilyQueueMs: QUEUE_MS,
    },
    { now: () => clock },
  );
  // Only the timers the gateway sets (timeouts, queue waits) are faked; sockets and Yoga run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await gateway.close();
  await fake.close();
});

/**
 * Lets sockets and promises make progress until `done` holds, looking every few milliseconds (Node's
 * own timers, which the fake ones leave alone) a bounded number of times.
 */
async function until(done: () => boolean): Promise<void> {
  for (let look = 0; look < 3_000 && !done(); look += 1) await pause(5);
  expect(done()).toBe(true);
}

async function metric(name: string, family: string): Promise<number | undefined> {
  const values = (await gateway.services.metrics.registry.getSingleMetric(name)?.get())?.values ?? [];
  return values.find((value) => value.labels['family'] === family)?.value;
}

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.['code'];

describe(`${HUNG_REQUESTS} requests on a hung path`, () => {
  const browser = () => new TestBrowser(gateway.yoga);
  const answers: GraphQLAnswer[] = [];
  const answered = (code: string) => answers.filter((answer) => codeOf(answer) === code).length;

  it('take its family\'s slots and queue only: the rest are refused at once, other families still answer', async () => {
    for (let request = 0; request < HUNG_REQUESTS; request += 1) {
      void browser().graphql(HUNG_QUERY).then((answer) => answers.push(answer));
    }
    await until(() => answers.length === HUNG_REQUESTS - CONCURRENCY - QUEUE && fake.hits(HUNG_PATH) === CONCURRENCY);
    expect(answered('UPSTREAM_UNAVAILABLE')).toBe(HUNG_REQUESTS - CONCURRENCY - QUEUE);

    const healthy = await Promise.all(Array.from({ length: 2 * CONCURRENCY }, () => browser().graphql(HEALTHY_QUERY)));
    for (const answer of healthy) expect(answer.body).toEqual({ data: { welcomeMessage: FAKE_WELCOME_MESSAGE } });
    expect(answers).toHaveLength(HUNG_REQUESTS - CONCURRENCY - QUEUE);
    expect(fake.hits(HUNG_PATH)).toBe(CONCURRENCY);
    expect(await metric('gateway_upstream_in_flight', 'customerevaluation')).toBe(CONCURRENCY);
    expect(await metric('gateway_upstream_queued', 'customerevaluation')).toBe(QUEUE);
  });

  it('fail the queued calls once their wait runs out, without calling the upstream', async () => {
    await vi.advanceTimersByTimeAsync(QUEUE_MS);
    await until(() => answers.length === HUNG_REQUESTS - CONCURRENCY);
    expect(answered('UPSTREAM_UNAVAILABLE')).toBe(HUNG_REQUESTS - CONCURRENCY);
    expect(fake.hits(HUNG_PATH)).toBe(CONCURRENCY);
  });

  it('open the breaker of that family only when the calls in flight time out', async () => {
    expect(await metric('gateway_upstream_circuit_state', 'customerevaluation')).toBe(0);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await until(() => answers.length === HUNG_REQUESTS);
    expect(answered('UPSTREAM_TIMEOUT')).toBe(CONCURRENCY);
    expect(await metric('gateway_upstream_circuit_state', 'customerevaluation')).toBe(2);
    expect(await metric('gateway_upstream_circuit_state', 'utility')).toBe(0);

    const refused = await browser().graphql(HUNG_QUERY);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'The utility service is unavailable. Please try again later.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(fake.hits(HUNG_PATH)).toBe(CONCURRENCY);
    expect((await browser().graphql(HEALTHY_QUERY)).body).toEqual({ data: { welcomeMessage: FAKE_WELCOME_MESSAGE } });
  });

  it('let one probe through after the cool-down, and close when the path answers again', async () => {
    clock += COOLDOWN_MS - 1;
    expect(codeOf(await browser().graphql(HUNG_QUERY))).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.hits(HUNG_PATH)).toBe(CONCURRENCY);
    clock += 1;
    // "Not found" is a proper answer of a healthy upstream: the field is null.
    fake.answer(HUNG_PATH, { status: 1, text: 'Evaluation not found' });
    expect((await browser().graphql(HUNG_QUERY)).body).toEqual({ data: { customerEvaluation: null } });
    expect(await metric('gateway_upstream_circuit_state', 'customerevaluation')).toBe(0);
  });
});
