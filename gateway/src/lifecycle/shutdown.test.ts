import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startGateway } from '../server.ts';
import { FAKE_WELCOME_MESSAGE, startFakeUpstream, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { useEndStreamsOnShutdown, useStreamTracking } from './streamPlugins.ts';
import { Traffic } from './traffic.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream('held');
});
afterAll(() => fake.close());

const config = (overrides: { shutdownDrainMs?: number; upstreamTimeoutMs?: number } = {}) => ({
  ...loadConfig({ LOG_LEVEL: 'silent' }),
  port: 0,
  utilityApiUrl: fake.url,
  ...overrides,
});

function welcome(url: string) {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ welcomeMessage }' }),
  });
}

// The requests are in flight from the moment the upstream has them; the upstream answers when the test
// says so, or never: no step waits on the clock.
describe('graceful shutdown', () => {
  it('lets in-flight requests finish and accepts no new connections', async () => {
    fake.behave('held');
    const gateway = await startGateway(config());
    const arrived = fake.nextRequest();
    const inFlight = welcome(gateway.url);
    await arrived;
    const closed = gateway.close();
    await expect(welcome(gateway.url)).rejects.toThrow();
    fake.release();
    expect(await (await inFlight).json()).toEqual({ data: { welcomeMessage: FAKE_WELCOME_MESSAGE } });
    await closed;
  });

  it('stops waiting for in-flight requests after the drain timeout', async () => {
    fake.behave('hang');
    // The upstream never answers and the gateway would wait ten minutes for it: that `close` ends
    // at all (within the test's time limit) is the drain timeout's doing.
    const gateway = await startGateway(config({ shutdownDrainMs: 200, upstreamTimeoutMs: 10 * 60_000 }));
    const arrived = fake.nextRequest();
    const stuck = welcome(gateway.url).catch((error: unknown) => error);
    await arrived;
    expect(gateway.gateway.services.traffic.requests).toBe(1);
    await gateway.close();
    expect(await stuck).toBeInstanceOf(Error);
  });
});

describe('event streams on shutdown', () => {
  it('complete with the protocol’s complete event, and are counted while open', async () => {
    const traffic = new Traffic();
    const shutdown = new AbortController();
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { ok: Boolean } type Subscription { tick: Int }',
        resolvers: {
          Subscription: {
            tick: {
              async *subscribe() {
                yield { tick: 1 };
                await new Promise(() => undefined);
              },
            },
          },
        },
      }),
      plugins: [useStreamTracking(traffic), useEndStreamsOnShutdown(shutdown.signal)],
      logging: false,
    });
    const server = createServer((req, res) => {
      traffic.begin(res);
      void yoga(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/graphql?query=${encodeURIComponent('subscription { tick }')}`, {
        headers: { accept: 'text/event-stream' },
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toContain('data: {"data":{"tick":1}}');
      expect(traffic.streams).toBe(1);
      shutdown.abort();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
      expect(rest).toContain('event: complete');
      expect(await traffic.streamsDone(10_000)).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
