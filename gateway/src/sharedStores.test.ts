import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rateLimit/memoryRateLimitStore.ts';
import type { RateLimitStore } from './rateLimit/RateLimitStore.ts';
import { createRedisRateLimitStore } from './rateLimit/redisRateLimitStore.ts';
import { connectRedis, type RedisConnections } from './redis/redisConnections.ts';
import { createMemorySubmissionStore } from './submissions/memorySubmissionStore.ts';
import { createRedisSubmissionStore } from './submissions/redisSubmissionStore.ts';
import type { SubmissionStore } from './submissions/SubmissionStore.ts';
import { startTestRedis, type TestRedis } from './testing/redisServer.ts';

// The stores of `sharedState.ts` behave the same in memory (one instance) and in Redis (many).

const WINDOW_MS = 60_000;

/** Successes give their count back (modules/auth/rateLimits.ts): one hit of the running window, never below zero. */
async function refundsOneHitOfTheRunningWindow(store: RateLimitStore, key: string): Promise<void> {
  await store.hit(key, WINDOW_MS);
  await store.hit(key, WINDOW_MS);
  await store.refund(key);
  expect((await store.hit(key, WINDOW_MS)).count).toBe(2);
  for (let refund = 0; refund < 3; refund += 1) await store.refund(key);
  expect((await store.hit(key, WINDOW_MS)).count).toBe(1);
}

/** The first claim of a key wins until the record is replaced, deleted or expires (modules/otpSession/submitOnce.ts). */
async function claimsOnce(store: SubmissionStore): Promise<void> {
  expect(await store.claim('s:1', 'pending', WINDOW_MS)).toBe(true);
  expect(await store.claim('s:1', 'other', WINDOW_MS)).toBe(false);
  expect(await store.get('s:1')).toBe('pending');
  await store.set('s:1', 'done', WINDOW_MS);
  expect(await store.claim('s:1', 'again', WINDOW_MS)).toBe(false);
  expect(await store.get('s:1')).toBe('done');
  await store.delete('s:1');
  expect(await store.get('s:1')).toBeUndefined();
  expect(await store.claim('s:1', 'new', WINDOW_MS)).toBe(true);
}

describe('shared stores in memory', () => {
  it('rate limits: a refund takes back a hit of the running window, never one of a window that ended', async () => {
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

  it('submissions: one claim per key, and an expired record frees the key', async () => {
    let now = 0;
    const store = createMemorySubmissionStore(() => now);
    try {
      await claimsOnce(store);
      now += WINDOW_MS;
      expect(await store.get('s:1')).toBeUndefined();
      expect(await store.claim('s:1', 'later', 1000)).toBe(true);
    } finally {
      await store.close();
    }
  });
});

describe('shared stores in Redis', () => {
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

  it('rate limits: a refund takes back a hit of the running window and leaves no counter without expiry', async () => {
    const store = createRedisRateLimitStore(connections);
    await refundsOneHitOfTheRunningWindow(store, 'b');
    await store.refund('never-hit');
    expect(await connections.commands.exists('test:rate:never-hit')).toBe(0);
    expect(await connections.commands.pttl('test:rate:b')).toBeGreaterThan(0);
  });

  it('submissions: one claim per key across instances, each record with an expiry', async () => {
    await claimsOnce(createRedisSubmissionStore(connections));
    expect(await createRedisSubmissionStore(connections).claim('s:1', 'elsewhere', WINDOW_MS)).toBe(false);
    expect(await connections.commands.pttl('test:submission:s:1')).toBeGreaterThan(0);
  });
});
