import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { GraphQLSchema } from 'graphql';
import { createTtlCache } from './cache/ttlCache.ts';
import type { GatewayRuntimeConfig, GatewayServices } from './context.ts';
import { createHttpServer } from './http/httpServer.ts';
import { startMetricsServer } from './http/metricsServer.ts';
import { createRouter, type RequestListener } from './http/router.ts';
import { Traffic } from './lifecycle/traffic.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { loadPersistedDocuments } from './persistedDocuments/documents.ts';
import { attachWebSocketTransport } from './realtime/webSocket.ts';
import { clientAddressResolver } from './request/clientAddress.ts';
import { polledUnreadUsers } from './modules/notifications/registryOfServices.ts';
import { createSchema } from './schema/index.ts';
import { createSharedState } from './sharedState.ts';
import { createTracing } from './tracing/tracing.ts';
import { createUpstreamFamilies } from './upstream/families.ts';
import { createUpstreamTransport } from './upstream/transport.ts';
import { createGatewayYoga, type GatewayYoga } from './yoga.ts';

/**
 * After the drain, how long event streams get to send their last event, and WebSockets to finish
 * their closing handshake, before connections close.
 */
export const STREAM_CLOSE_GRACE_MS = 1000;

export interface Gateway {
  /** The one executable schema, served by Yoga and mountable on Apollo Server (`apollo/`). */
  schema: GraphQLSchema;
  yoga: GatewayYoga;
  services: GatewayServices;
  requestListener: RequestListener;
  /** Completes open streams and releases the shared state (Redis connections) and tracing. */
  close(): Promise<void>;
}

export interface RunningGateway {
  url: string;
  /** The listener of `METRICS_PORT`, when there is one. */
  metricsUrl?: string | undefined;
  server: Server;
  gateway: Gateway;
  /**
   * Graceful shutdown (issue "The gateway in production"): stops accepting connections and
   * WebSocket upgrades, lets in-flight requests finish for up to `SHUTDOWN_DRAIN_MS`, closes
   * WebSockets with 1001 (going away), then completes event streams and closes what is left.
   */
  close(): Promise<void>;
}

/** What tests replace: where spans go (an in-memory exporter instead of OTLP), and the clock. */
export interface GatewayOptions {
  spanProcessor?: SpanProcessor;
  /**
   * Milliseconds, `Date.now` by default: the upstream breakers' cool-downs, the shared caches'
   * expiry (settings and texts, profiles) and the in-memory rate-limit windows follow it, so tests
   * move it instead of waiting.
   */
  now?: () => number;
}

/** The gateway as a Node request listener, for any HTTP server (and `yoga.fetch` in tests). */
export function createGateway(config: GatewayRuntimeConfig, options: GatewayOptions = {}): Gateway {
  const logger = createLogger(config.logLevel);
  const traffic = new Traffic();
  const shutdown = new AbortController();
  const upstreamFamilies = createUpstreamFamilies({
    maxConcurrent: config.upstreamFamilyConcurrency,
    maxQueued: config.upstreamFamilyQueue,
    queueWaitMs: config.upstreamFamilyQueueMs,
    failureThreshold: config.upstreamCircuitFailures,
    cooldownMs: config.upstreamCircuitCooldownMs,
    now: options.now,
    onStateChange: (family, state) => logger.warn({ family, state }, 'utility API circuit breaker'),
  });
  const shared = createSharedState(config, options.now);
  const services: GatewayServices = {
    config,
    logger,
    sessions: shared.sessions,
    pubsub: shared.pubsub,
    rateLimits: shared.rateLimits,
    submissions: shared.submissions,
    apiTokens: shared.apiTokens,
    tracing: createTracing(config, options.spanProcessor),
    sharedCache: createTtlCache(config.settingsCacheTtlSeconds * 1000, options.now),
    profileCache: createTtlCache(config.profileCacheTtlMs, options.now),
    upstreamFamilies,
    upstreamTransport: createUpstreamTransport({ socketsPerPool: config.upstreamFamilyConcurrency, connectTimeoutMs: config.upstreamTimeoutMs }),
    metrics: createMetrics({
      upstreamFamilies: () => upstreamFamilies.statuses(), activeStreams: () => traffic.streams,
      activeWebSockets: () => traffic.sockets,
      unreadPollers: () => polledUnreadUsers(services),
    }),
    traffic,
    shutdown: shutdown.signal,
    persistedDocuments: loadPersistedDocuments(config.persistedDocumentsFile, logger),
    clientAddressOf: clientAddressResolver(config.trustedProxies),
    publicUrl: { value: config.publicUrl },
    now: options.now ?? Date.now,
  };
  const schema = createSchema();
  const yoga = createGatewayYoga(services, schema);
  return {
    schema,
    yoga,
    services,
    requestListener: createRouter(services, yoga),
    async close() {
      shutdown.abort();
      // Subscriptions ended by the abort unsubscribe from Redis pub/sub in the next microtasks: let
      // those commands go out before the connections quit.
      await new Promise((resolve) => setImmediate(resolve));
      await shared.close();
      await services.tracing?.shutdown();
      services.upstreamTransport.close();
      // Lines still held for a batch (`logger.ts`) are written now, not at the next flush or at exit.
      logger.flush();
    },
  };
}

/** Listens on `config.host`:`config.port` (0 picks a free port). */
export async function startGateway(config: GatewayRuntimeConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const gateway = createGateway(config, options);
  const { traffic, logger } = gateway.services;
  const server = createHttpServer(config, gateway.requestListener);
  const webSockets = attachWebSocketTransport(server, gateway);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const metricsServer = await startMetricsServer(gateway.services);
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  gateway.services.publicUrl.value ??= url;
  return {
    url,
    metricsUrl: metricsServer?.url,
    server,
    gateway,
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await metricsServer?.close();
      webSockets.stopAccepting();
      const drained = await traffic.requestsDone(config.shutdownDrainMs);
      if (!drained) logger.warn({ requests: traffic.requests }, 'shutdown: requests still running after the drain');
      // Before the shared state goes: operations still running on a socket end with it, not on a closed Redis.
      await webSockets.close(STREAM_CLOSE_GRACE_MS);
      await gateway.close();
      await traffic.streamsDone(STREAM_CLOSE_GRACE_MS);
      // Keep-alive connections and whatever outlived the drain would keep `server.close` waiting.
      server.closeAllConnections();
      await stopped;
    },
  };
}
