import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnections } from '../redis/redisConnections.ts';
import { startTestRedis, type TestRedis } from '../testing/redisServer.ts';
import { createMemoryRateLimitStore } from './memoryRateLimitStore.ts';
import type { RateLimitStore } from './RateLimitStore.ts';
import { createRedisRateLimitStore } from './redisRateLimitStore.ts';

let redis: TestRedis;
let connections: RedisConnections;
let clock = 0;
const stores: Record<string, () => RateLimitStore> = {
  memory: () => createMemoryRateLimitStore(() => clock),
  redis: () => createRedisRateLimitStore(connections),
};

beforeAll(async () => {
  redis = await startTestRedis();
  connections = connectRedis(redis.url, `test-${process.pid}:`);
});
afterAll(async () => {
  await connections.close();
  await redis.close();
});

describe.each(Object.keys(stores))('%s rate-limit store', (name) => {
  it('peeks at a count without counting, and sees a refund', async () => {
    const store = stores[name]?.() as RateLimitStore;
    const key = `peek:${name}`;
    expect(await store.peek(key)).toBe(0);
    expect(await store.peek(key)).toBe(0);
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    expect(await store.peek(key)).toBe(2);
    expect((await store.hit(key, 60_000)).count).toBe(3);
    await store.refund(key);
    expect(await store.peek(key)).toBe(2);
    await store.close();
  });
});

it('forgets a memory count once its window is over', async () => {
  const store = createMemoryRateLimitStore(() => clock);
  await store.hit('window', 1_000);
  clock += 1_000;
  expect(await store.peek('window')).toBe(0);
  await store.close();
});
