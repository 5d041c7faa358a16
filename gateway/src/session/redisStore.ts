import type { RedisConnections } from '../redis/redisConnections.ts';
import type { SessionData, SessionStore } from './SessionStore.ts';

/**
 * Sessions shared by every gateway instance (docs/architecture.md §5): one JSON value per session whose Redis
 * TTL is the idle lifetime, so Redis itself forgets abandoned sessions.
 */
export function createRedisSessionStore(redis: RedisConnections): SessionStore {
  const key = (id: string) => `${redis.keyPrefix}session:${id}`;
  return {
    async get(id) {
      const value = await redis.commands.get(key(id));
      return value === null ? undefined : (JSON.parse(value) as SessionData);
    },
    async touch(id, ttlSeconds) {
      // One round trip, atomic: the value and a new TTL (GETEX would need Redis 6.2).
      const answers = await redis.commands.multi().get(key(id)).expire(key(id), Math.max(1, ttlSeconds)).exec();
      const [error, value] = answers?.[0] ?? [null, null];
      if (error) throw error;
      return typeof value === 'string' ? (JSON.parse(value) as SessionData) : undefined;
    },
    async set(id, data, ttlSeconds) {
      await redis.commands.set(key(id), JSON.stringify(data), 'EX', Math.max(1, ttlSeconds));
    },
    async replace(id, data, ttlSeconds) {
      // XX: only when the key exists.
      return (await redis.commands.set(key(id), JSON.stringify(data), 'EX', Math.max(1, ttlSeconds), 'XX')) === 'OK';
    },
    async delete(id) {
      await redis.commands.del(key(id));
    },
    // The connections belong to the gateway, which closes them after every store is done.
    async close() {},
  };
}
