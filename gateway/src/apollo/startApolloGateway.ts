import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { GatewayRuntimeConfig } from '../context.ts';
import { createHttpServer } from '../http/httpServer.ts';
import { GRAPHQL_PATH } from '../http/router.ts';
import { sendJson } from '../http/respond.ts';
import { createGateway, type Gateway } from '../server.ts';
import { createGatewayApollo } from './apolloServer.ts';
import { apolloRequestHandler } from './httpHandler.ts';

export interface RunningApolloGateway {
  url: string;
  server: Server;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * The gateway's schema served by Apollo Server at `/graphql` on node:http, for organisations that
 * standardise on Apollo. The gateway's own routes (client, health, metrics) stay on the Yoga server.
 */
export async function startApolloGateway(
  config: GatewayRuntimeConfig,
  options: { spanProcessor?: SpanProcessor } = {},
): Promise<RunningApolloGateway> {
  const gateway = createGateway(config, options);
  const apollo = createGatewayApollo(gateway.services, gateway.schema);
  await apollo.start();
  const handle = apolloRequestHandler(gateway.services, apollo);
  const server = createHttpServer(config, (req, res) => {
    if (new URL(req.url ?? '/', 'http://gateway.invalid').pathname !== GRAPHQL_PATH) {
      return sendJson(res, 404, { error: 'NOT_FOUND' });
    }
    handle(req, res).catch((error: unknown) => {
      gateway.services.logger.error({ err: error }, 'apollo request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL', message: 'Something went wrong.' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    server,
    gateway,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      await gateway.close();
    },
  };
}
