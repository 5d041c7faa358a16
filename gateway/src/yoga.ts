import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GatewayContext, type GatewayServices } from './context.ts';
import { maskGatewayError } from './errors.ts';
import { GRAPHQL_PATH } from './http/router.ts';
import { yogaLogger } from './logger.ts';
import { useResponseCookies } from './request/responseCookies.ts';
import { createSchema } from './schema/index.ts';

export type GatewayYoga = YogaServerInstance<Record<string, unknown>, GatewayContext>;

/** GraphQL over HTTP and SSE (DESIGN §3, Transports), with one context per request. */
export function createGatewayYoga(services: GatewayServices): GatewayYoga {
  const { production } = services.config;
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema: createSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request }) => createContext(services, request),
    graphiql: !production,
    landingPage: false,
    maskedErrors: { maskError: maskGatewayError(production), isDev: !production },
    logging: yogaLogger(services.logger),
    // The client is served from this origin and integrators call from servers with Bearer tokens,
    // so no cross-origin browser access is granted to cookie-authenticated requests.
    cors: false,
    plugins: [useResponseCookies()],
  });
}
