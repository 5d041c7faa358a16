import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTtlCache } from './cache/ttlCache.ts';
import type { GatewayRuntimeConfig, GatewayServices } from './context.ts';
import { createRouter, type RequestListener } from './http/router.ts';
import { createLogger } from './logger.ts';
import { createMemorySessionStore } from './session/memoryStore.ts';
import { createGatewayYoga, type GatewayYoga } from './yoga.ts';

export interface Gateway {
  yoga: GatewayYoga;
  requestListener: RequestListener;
  close(): Promise<void>;
}

export interface RunningGateway {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** The gateway as a Node request listener, for any HTTP server (and `yoga.fetch` in tests). */
export function createGateway(config: GatewayRuntimeConfig): Gateway {
  const services: GatewayServices = {
    config,
    logger: createLogger(config.logLevel),
    sessions: createMemorySessionStore(),
    sharedCache: createTtlCache(config.settingsCacheTtlSeconds * 1000),
  };
  const yoga = createGatewayYoga(services);
  return {
    yoga,
    requestListener: createRouter(services, yoga),
    close: () => services.sessions.close(),
  };
}

/** Listens on `config.host`:`config.port` (0 picks a free port). */
export async function startGateway(config: GatewayRuntimeConfig): Promise<RunningGateway> {
  const gateway = createGateway(config);
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
      // Open SSE streams would keep `close` waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await gateway.close();
    },
  };
}
