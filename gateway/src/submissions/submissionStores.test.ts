import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnections } from '../redis/redisConnections.ts';
import { startTestRedis, type TestRedis } from '../testing/redisServer.ts';
import { createMemorySubmissionStore } from './memorySubmissionStore.ts';
import { createRedisSubmissionStore } from './redisSubmissionStore.ts';
import type { SubmissionStore } from './SubmissionStore.ts';

/** What both stores must do: the first claim wins until the record is replaced, deleted or expires. */
async function claimsOnce(store: SubmissionStore): Promise<void> {
  expect(await store.claim('s:1', 'pending', 60_000)).toBe(true);
  expect(await store.claim('s:1', 'other', 60_000)).toBe(false);
  expect(await store.get('s:1')).toBe('pending');
  await store.set('s:1', 'done', 60_000);
  expect(await store.claim('s:1', 'again', 60_000)).toBe(false);
  expect(await store.get('s:1')).toBe('done');
  await store.delete('s:1');
  expect(await store.get('s:1')).toBeUndefined();
  expect(await store.claim('s:1', 'new', 60_000)).toBe(true);
}

describe('submission stores', () => {
  it('in memory: one claim per key, and an expired record frees the key', async () => {
    let now = 0;
    const store = createMemorySubmissionStore(() => now);
    try {
      await claimsOnce(store);
      now += 60_000;
      expect(await store.get('s:1')).toBeUndefined();
      expect(await store.claim('s:1', 'later', 1000)).toBe(true);
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

    it('one claim per key across instances, each record with an expiry', async () => {
      await claimsOnce(createRedisSubmissionStore(connections));
      expect(await createRedisSubmissionStore(connections).claim('s:1', 'elsewhere', 60_000)).toBe(false);
      expect(await connections.commands.pttl('test:submission:s:1')).toBeGreaterThan(0);
    });
  });
});
