import { Redis } from 'ioredis';

/**
 * The Redis connections of one gateway instance (docs/architecture.md §5). A connection in subscriber mode can
 * run no other command, so pub/sub listens on its own connection; everything else shares one.
 */
export interface RedisConnections {
  /** Sessions, rate-limit counters, API tokens and publishing. */
  commands: Redis;
  /** Subscribed to pub/sub channels only. */
  subscriber: Redis;
  /** Prefix of every key, so that several deployments can share one Redis database. */
  keyPrefix: string;
  close(): Promise<void>;
}

/**
 * A request waits for at most one reconnection attempt instead of ioredis' default twenty: with
 * Redis gone the gateway should answer an error quickly, not hold requests for seconds.
 */
const MAX_RETRIES_PER_REQUEST = 1;

export function connectRedis(url: string, keyPrefix: string): RedisConnections {
  const options = { maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST, connectionName: 'utility-portal-gateway' };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  return {
    commands,
    subscriber,
    keyPrefix,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
