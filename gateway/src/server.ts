import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTtlCache } from './cache/ttlCache.ts';
import type { GatewayRuntimeConfig, GatewayServices } from './context.ts';
import { createRouter, type RequestListener } from './http/router.ts';
import { Traffic } from './lifecycle/traffic.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createMemorySessionStore } from './session/memoryStore.ts';
import { CircuitBreaker } from './upstream/circuitBreaker.ts';
import { createGatewayYoga, type GatewayYoga } from './yoga.ts';

/** After the drain, how long event streams get to send their last event before connections close. */
export const STREAM_CLOSE_GRACE_MS = 1000;

export interface Gateway {
  yoga: GatewayYoga;
  services: GatewayServices;
  requestListener: RequestListener;
  /** Completes open streams and releases the session store. */
  close(): Promise<void>;
}

export interface RunningGateway {
  url: string;
  server: Server;
  /**
   * Graceful shutdown (issue "The gateway in production"): stops accepting connections, lets
   * in-flight requests finish for up to `SHUTDOWN_DRAIN_MS`, then completes event streams and
   * closes what is left.
   */
  close(): Promise<void>;
}

/** The gateway as a Node request listener, for any HTTP server (and `yoga.fetch` in tests). */
export function createGateway(config: GatewayRuntimeConfig): Gateway {
  const logger = createLogger(config.logLevel);
  const traffic = new Traffic();
  const shutdown = new AbortController();
  const breaker = new CircuitBreaker({
    failureThreshold: config.upstreamCircuitFailures,
    cooldownMs: config.upstreamCircuitCooldownMs,
    onStateChange: (state) => logger.warn({ state }, 'utility API circuit breaker'),
  });
  const services: GatewayServices = {
    config,
    logger,
    sessions: createMemorySessionStore(),
    sharedCache: createTtlCache(config.settingsCacheTtlSeconds * 1000),
    breaker,
    metrics: createMetrics({ circuitState: () => breaker.state, activeStreams: () => traffic.streams }),
    traffic,
    shutdown: shutdown.signal,
  };
  const yoga = createGatewayYoga(services);
  return {
    yoga,
    services,
    requestListener: createRouter(services, yoga),
    async close() {
      shutdown.abort();
      await services.sessions.close();
    },
  };
}

/** Listens on `config.host`:`config.port` (0 picks a free port). */
export async function startGateway(config: GatewayRuntimeConfig): Promise<RunningGateway> {
  const gateway = createGateway(config);
  const { traffic, logger } = gateway.services;
  const server = createServer(gateway.requestListener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    server,
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      const drained = await traffic.requestsDone(config.shutdownDrainMs);
      if (!drained) logger.warn({ requests: traffic.requests }, 'shutdown: requests still running after the drain');
      await gateway.close();
      await traffic.streamsDone(STREAM_CLOSE_GRACE_MS);
      // Keep-alive connections and whatever outlived the drain would keep `server.close` waiting.
      server.closeAllConnections();
      await stopped;
    },
  };
}
