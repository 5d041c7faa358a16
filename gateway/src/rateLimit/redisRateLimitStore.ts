import type { RedisConnections } from '../redis/redisConnections.ts';
import type { RateLimitStore } from './RateLimitStore.ts';

/**
 * Counters shared by every instance, in one transaction: SET … PX NX starts a window with its
 * expiry only when none is running, INCR counts (keeping the expiry), PTTL tells when the window
 * ends (Retry-After). A counter therefore always expires, whichever instance hit it first.
 */
/**
 * DECR only on a counter that still expires and is above zero, in one script: a DECR on a key whose
 * window just ended would create a counter without expiry.
 */
const REFUND = `if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

export function createRedisRateLimitStore(redis: RedisConnections): RateLimitStore {
  const keyOf = (key: string) => `${redis.keyPrefix}rate:${key}`;
  return {
    async hit(key, windowMs) {
      const redisKey = keyOf(key);
      const replies = await redis.commands
        .multi()
        .set(redisKey, 0, 'PX', windowMs, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec();
      const failure = replies?.find(([error]) => error !== null)?.[0];
      if (replies === null || failure) throw failure ?? new Error('rate-limit transaction aborted');
      const count = Number(replies[1]?.[1]);
      const ttl = Number(replies[2]?.[1]);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      return Number((await redis.commands.get(keyOf(key))) ?? 0);
    },
    async refund(key) {
      await redis.commands.eval(REFUND, 1, keyOf(key));
    },
    // The connections belong to the gateway.
    async close() {},
  };
}
