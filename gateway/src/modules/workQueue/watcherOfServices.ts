import { upstreamClientFor, type GatewayServices } from '../../context.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getQueuePage } from './api.ts';
import { createWorkQueueWatcher, type WorkQueueWatcher } from './watcher.ts';

/** Changes made outside the portal (the utility's back office) reach open queues within this time. */
const WORK_QUEUE_POLL_MS = 30_000;
/** A burst of events (a message with files is two calls) costs one read. */
const WAKE_DELAY_MS = 100;
/** The newest rows a watcher compares: a change moves an application to the top (`updatedOn`). */
const WATCHED_ROWS = 100;

const watchers = new WeakMap<GatewayServices, WorkQueueWatcher>();

/** The work-queue watcher of one gateway instance, created with its first subscription, stopped with it. */
export function workQueueWatcherOf(services: GatewayServices, intervalMs = WORK_QUEUE_POLL_MS): WorkQueueWatcher {
  const existing = watchers.get(services);
  if (existing !== undefined) return existing;
  const logger = services.logger.child({ module: 'workQueue' });
  const watcher = createWorkQueueWatcher({
    pubsub: services.pubsub,
    intervalMs,
    wakeDelayMs: WAKE_DELAY_MS,
    logger,
    read: async (subscriber, kind) => {
      const upstream = upstreamClientFor(services, {
        requestId: `work-queue-${crypto.randomUUID()}`,
        logger,
        language: subscriber.language,
        upstreamSession: subscriber.upstreamSession,
      });
      return (await getQueuePage(upstream, { kind }, 1, WATCHED_ROWS)).items;
    },
    isSessionExpired: (error) => error instanceof UpstreamError && error.kind === 'unauthenticated',
  });
  watchers.set(services, watcher);
  if (services.shutdown.aborted) watcher.close();
  else services.shutdown.addEventListener('abort', () => watcher.close(), { once: true });
  return watcher;
}
