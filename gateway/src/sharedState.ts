import { join } from 'node:path';
import type { ApiTokenStore } from './apiTokens/ApiTokenStore.ts';
import { createFileApiTokenStore } from './apiTokens/fileStore.ts';
import { createRedisApiTokenStore } from './apiTokens/redisStore.ts';
import type { GatewayConfig } from './config.ts';
import { createMemoryRateLimitStore } from './rateLimit/memoryRateLimitStore.ts';
import type { RateLimitStore } from './rateLimit/RateLimitStore.ts';
import { createRedisRateLimitStore } from './rateLimit/redisRateLimitStore.ts';
import { createGatewayPubSub, type GatewayPubSub } from './realtime/pubsub.ts';
import { connectRedis, type RedisConnections } from './redis/redisConnections.ts';
import { createMemorySessionStore } from './session/memoryStore.ts';
import { createRedisSessionStore } from './session/redisStore.ts';
import type { SessionStore } from './session/SessionStore.ts';
import { createMemorySubmissionStore } from './submissions/memorySubmissionStore.ts';
import { createRedisSubmissionStore } from './submissions/redisSubmissionStore.ts';
import type { SubmissionStore } from './submissions/SubmissionStore.ts';

/** The file that keeps API tokens when there is no Redis. */
export function apiTokensFile(config: Pick<GatewayConfig, 'dataDir'>): string {
  return join(config.dataDir, 'api-tokens.json');
}

/**
 * The state a gateway instance shares with its siblings (docs/architecture.md §5): with `REDIS_URL` all of it
 * lives in Redis and any number of instances can run behind a load balancer; without, sessions,
 * events and counters live in this process and tokens in a file, for one instance.
 */
export interface SharedState {
  sessions: SessionStore;
  pubsub: GatewayPubSub;
  rateLimits: RateLimitStore;
  /** Which OTP session made which submission. */
  submissions: SubmissionStore;
  apiTokens: ApiTokenStore;
  close(): Promise<void>;
}

export function apiTokenStoreFor(config: Pick<GatewayConfig, 'dataDir'>, redis: RedisConnections | undefined): ApiTokenStore {
  return redis === undefined ? createFileApiTokenStore(apiTokensFile(config)) : createRedisApiTokenStore(redis);
}

/** `now`: the clock of the in-memory rate-limit windows (tests move it); Redis keeps its own. */
export function createSharedState(config: Pick<GatewayConfig, 'redisUrl' | 'redisKeyPrefix' | 'dataDir'>, now?: () => number): SharedState {
  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl, config.redisKeyPrefix);
  const sessions = redis === undefined ? createMemorySessionStore() : createRedisSessionStore(redis);
  const rateLimits = redis === undefined ? createMemoryRateLimitStore(now) : createRedisRateLimitStore(redis);
  const submissions = redis === undefined ? createMemorySubmissionStore() : createRedisSubmissionStore(redis);
  return {
    sessions,
    pubsub: createGatewayPubSub(redis),
    rateLimits,
    submissions,
    apiTokens: apiTokenStoreFor(config, redis),
    async close() {
      await sessions.close();
      await rateLimits.close();
      await submissions.close();
      await redis?.close();
    },
  };
}
