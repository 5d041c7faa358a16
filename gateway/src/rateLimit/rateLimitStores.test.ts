import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnections } from '../redis/redisConnections.ts';
import { startTestRedis, type TestRedis } from '../testing/redisServer.ts';
import { createMemoryRateLimitStore } from './memoryRateLimitStore.ts';
import type { RateLimitStore } from './RateLimitStore.ts';
import { createRedisRateLimitStore } from './redisRateLimitStore.ts';

const WINDOW_MS = 60_000;

/** What both stores must do with a refund (modules/auth/rateLimits.ts: successes give their count back). */
async function refundsOneHitOfTheRunningWindow(store: RateLimitStore, key: string): Promise<void> {
  await store.hit(key, WINDOW_MS);
  await store.hit(key, WINDOW_MS);
  await store.refund(key);
  expect((await store.hit(key, WINDOW_MS)).count).toBe(2);
  await store.refund(key);
  await store.refund(key);
  await store.refund(key);
  // Never below zero: a refund cannot bank attempts for later.
  expect((await store.hit(key, WINDOW_MS)).count).toBe(1);
}

describe('rate-limit stores: refund', () => {
  it('in memory: takes back a hit of the running window, never one of a window that ended', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    try {
      await refundsOneHitOfTheRunningWindow(store, 'a');
      now += WINDOW_MS;
      await store.refund('a');
      expect((await store.hit('a', WINDOW_MS)).count).toBe(1);
    } finally {
      await store.close();
    }
  });

  describe('in Redis', () => {
    let redis: TestRedis;
    let connections: RedisConnections;
    beforeAll(async () => {
      redis = await startTestRedis();
      connections = connectRedis(redis.url, 'test:');
    });
    afterAll(async () => {
      await connections.close();
      await redis.close();
    });

    it('takes back a hit of the running window, and leaves no counter without expiry behind', async () => {
      const store = createRedisRateLimitStore(connections);
      await refundsOneHitOfTheRunningWindow(store, 'b');
      await store.refund('never-hit');
      expect(await connections.commands.exists('test:rate:never-hit')).toBe(0);
      expect(await connections.commands.pttl('test:rate:b')).toBeGreaterThan(0);
    });
  });
});
