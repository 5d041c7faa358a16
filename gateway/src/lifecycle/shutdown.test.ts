import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startGateway } from '../server.ts';
import { FAKE_WELCOME_MESSAGE, SLOW_ANSWER_MS, startFakeUpstream, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { useEndStreamsOnShutdown, useStreamTracking } from './streamPlugins.ts';
import { Traffic } from './traffic.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream('slowWelcome');
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

describe('graceful shutdown', () => {
  it('lets in-flight requests finish and accepts no new connections', async () => {
    fake.behave('slowWelcome');
    const gateway = await startGateway(config());
    const inFlight = welcome(gateway.url);
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS / 3));
    const closed = gateway.close();
    await expect(welcome(gateway.url)).rejects.toThrow();
    expect(await (await inFlight).json()).toEqual({ data: { welcomeMessage: FAKE_WELCOME_MESSAGE } });
    await closed;
  });

  it('stops waiting for in-flight requests after the drain timeout', async () => {
    fake.behave('hang');
    const gateway = await startGateway(config({ shutdownDrainMs: 200, upstreamTimeoutMs: 10_000 }));
    const stuck = welcome(gateway.url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await gateway.close();
    expect(performance.now() - started).toBeLessThan(1000);
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
      expect(await traffic.streamsDone(1000)).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
