import type { RedisConnections } from '../redis/redisConnections.ts';
import type { ApiTokenRecord, ApiTokenStore } from './ApiTokenStore.ts';

/** Tokens shared by every instance: one Redis hash, field = token id, value = the record as JSON. */
export function createRedisApiTokenStore(redis: RedisConnections): ApiTokenStore {
  const key = `${redis.keyPrefix}api-tokens`;
  return {
    async get(id) {
      const value = await redis.commands.hget(key, id);
      return value === null ? undefined : (JSON.parse(value) as ApiTokenRecord);
    },
    async list() {
      const values = Object.values(await redis.commands.hgetall(key));
      return values.map((value) => JSON.parse(value) as ApiTokenRecord);
    },
    async add(record) {
      await redis.commands.hset(key, record.id, JSON.stringify(record));
    },
    async remove(id) {
      return (await redis.commands.hdel(key, id)) > 0;
    },
  };
}
