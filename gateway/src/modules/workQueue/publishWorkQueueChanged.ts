import type { GatewayContext } from '../../context.ts';

/** Wakes the work-queue watchers of every instance (`realtime/pubsub.ts` workQueueChanged). */
export function publishWorkQueueChanged(ctx: GatewayContext): void {
  ctx.services.pubsub.publish('workQueueChanged', { source: 'workQueue' });
}
