import { ReplyError } from 'ioredis';

/** ioredis' base error class (redis-errors' RedisError), of which ioredis exports only a subclass. */
const RedisError = Object.getPrototypeOf(ReplyError) as new (...args: never[]) => Error;

/**
 * Whether an error, or one it wraps (`originalError`, `cause`), is a failed Redis command: Redis
 * unreachable (ioredis gives up after `maxRetriesPerRequest`, `redisConnections.ts`) or refusing.
 */
export function isRedisFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 10; depth += 1) {
    if (current instanceof RedisError) return true;
    const wrapped = current as { originalError?: unknown; cause?: unknown };
    current = wrapped.originalError ?? wrapped.cause;
  }
  return false;
}
