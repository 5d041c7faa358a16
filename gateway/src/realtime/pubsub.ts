import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import type { RedisConnections } from '../redis/redisConnections.ts';

/**
 * The events modules publish and subscriptions listen to, by channel. The unread-message count is
 * the first (docs/architecture.md §3, Realtime): keyed by user id, so a user's connections on any instance hear it.
 */
export type GatewayChannels = {
  unreadMessageCount: [userId: string, payload: { count: number }];
  /**
   * A message mutation passed through some instance: these users' unread counts may have changed
   * (login names, as `/account/GetProfileStatus` gives them). Every instance re-checks its own
   * subscribers among them at once instead of waiting for the next poll.
   */
  messagesChanged: [payload: { userIds: string[] }];
  /**
   * An application may have changed (a message, an assignment, a status change passed through some
   * instance): every instance re-reads the work queues it watches at once (modules/workQueue/watcher.ts).
   */
  workQueueChanged: [payload: { source: string }];
};

export type GatewayPubSub = PubSub<GatewayChannels>;

/** In memory for one instance; through Redis pub/sub when `REDIS_URL` is set, across instances. */
export function createGatewayPubSub(redis: RedisConnections | undefined): GatewayPubSub {
  if (redis === undefined) return createPubSub<GatewayChannels>();
  return createPubSub<GatewayChannels>({
    eventTarget: createRedisEventTarget({ publishClient: redis.commands, subscribeClient: redis.subscriber }),
  });
}
