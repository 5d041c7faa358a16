import type { RedisConnections } from '../redis/redisConnections.ts';
import type { SubmissionStore } from './SubmissionStore.ts';

/** Records shared by every instance: SET … PX NX claims a key for whichever instance comes first. */
export function createRedisSubmissionStore(redis: RedisConnections): SubmissionStore {
  const keyOf = (key: string) => `${redis.keyPrefix}submission:${key}`;
  return {
    async claim(key, value, ttlMs) {
      return (await redis.commands.set(keyOf(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async get(key) {
      return (await redis.commands.get(keyOf(key))) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.commands.set(keyOf(key), value, 'PX', ttlMs);
    },
    async delete(key) {
      await redis.commands.del(keyOf(key));
    },
    // The connections belong to the gateway.
    async close() {},
  };
}
