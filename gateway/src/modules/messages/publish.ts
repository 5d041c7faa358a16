import type { GatewayContext } from '../../context.ts';

/**
 * Wakes the unread-count subscriptions of the customers a message call affected, on every instance,
 * instead of leaving them to the next poll (`realtime/pubsub.ts` messagesChanged).
 */
export function publishMessagesChanged(ctx: GatewayContext, affectedUsers: readonly string[] | undefined): void {
  // Staff's work queues show unread customer messages: any message call may have changed them.
  ctx.services.pubsub.publish('workQueueChanged', { source: 'message' });
  if (affectedUsers === undefined || affectedUsers.length === 0) return;
  ctx.services.pubsub.publish('messagesChanged', { userIds: [...affectedUsers] });
}
