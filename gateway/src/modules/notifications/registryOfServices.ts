import type { GatewayServices } from '../../context.ts';
import { upstreamClientFor } from '../../context.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getUnreadMessageCount } from './api.ts';
import { createUnreadRegistry, type UnreadRegistry } from './unreadRegistry.ts';

const registries = new WeakMap<GatewayServices, UnreadRegistry>();

/**
 * The unread-message registry of one gateway instance, created with its first subscription and
 * stopped with the gateway (`services.shutdown`), so that no poller outlives it.
 */
export function unreadRegistryOf(services: GatewayServices): UnreadRegistry {
  const existing = registries.get(services);
  if (existing !== undefined) return existing;
  const logger = services.logger.child({ module: 'unreadMessageCount' });
  const registry = createUnreadRegistry({
    pubsub: services.pubsub,
    firstMs: services.config.unreadPollFirstMs,
    intervalMs: services.config.unreadPollIntervalMs,
    logger,
    check: (subscriber) =>
      getUnreadMessageCount(
        upstreamClientFor(services, {
          requestId: `unread-poll-${crypto.randomUUID()}`,
          logger,
          language: subscriber.language,
          upstreamSession: subscriber.upstreamSession,
        }),
      ),
    isSessionExpired: (error) => error instanceof UpstreamError && error.kind === 'unauthenticated',
  });
  registries.set(services, registry);
  if (services.shutdown.aborted) registry.close();
  else services.shutdown.addEventListener('abort', () => registry.close(), { once: true });
  return registry;
}

/** For the metrics gauge: customers polled by this instance now (0 before the first subscription). */
export function polledUnreadUsers(services: GatewayServices): number {
  return registries.get(services)?.polledUsers() ?? 0;
}
