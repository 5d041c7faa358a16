import type { GraphQLSchema } from 'graphql';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { useApiTokenScope } from './apiTokens/scope.ts';
import { createContext, type GatewayContext, type GatewayServices } from './context.ts';
import { maskGatewayError } from './errors.ts';
import { useResponseCompression } from './http/responseCompression.ts';
import { GRAPHQL_PATH } from './http/router.ts';
import { useEndStreamsOnShutdown, useStreamTracking } from './lifecycle/streamPlugins.ts';
import { yogaLogger } from './logger.ts';
import { useGraphQLMetrics } from './metrics/graphqlMetrics.ts';
import { usePersistedDocuments } from './persistedDocuments/usePersistedDocuments.ts';
import { usePrefetch } from './prefetch/usePrefetch.ts';
import { WARMERS } from './prefetch/warmers.ts';
import { peerAddressOf } from './request/clientAddress.ts';
import { useResponseCookies } from './request/responseCookies.ts';
import { corsFor } from './security/cors.ts';
import { MULTIPART_LIMITS } from './security/limits.ts';
import { securityPlugins } from './security/plugins.ts';
import { useGraphQLSpans } from './tracing/graphqlSpans.ts';

export type GatewayYoga = YogaServerInstance<Record<string, unknown>, GatewayContext>;

/** GraphQL over HTTP and SSE (docs/architecture.md §3, Transports) on the gateway's schema, with one context per request. */
export function createGatewayYoga(services: GatewayServices, schema: GraphQLSchema): GatewayYoga {
  const { config } = services;
  const { production } = config;
  const tracing = services.tracing === undefined ? [] : [useGraphQLSpans(services.tracing.tracer)];
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // On node:http (and for WebSocket operations, `realtime/webSocket.ts`) `req` is the connection's request.
    context: (initial) => createContext(services, initial.request, peerAddressOf(initial)),
    graphiql: !production,
    landingPage: false,
    maskedErrors: { maskError: maskGatewayError(production), isDev: !production },
    logging: yogaLogger(services.logger),
    cors: corsFor(config.corsOrigins),
    // One operation per request: an array of operations would multiply every per-request limit
    // (cost, aliases, one sensitive mutation). Yoga refuses array bodies while this is off.
    batching: false,
    // `useBodyLimit` (security/bodyLimit.ts) limits every body instead: Yoga's limiter piped each
    // one through a web TransformStream, on top of ours.
    maxRequestBodySize: false,
    // Uploads are parsed while they stream in and cut off at these limits, never buffered past them.
    fetchAPI: createFetch({ formDataLimits: MULTIPART_LIMITS }),
    plugins: [
      ...securityPlugins(config),
      usePersistedDocuments(services.persistedDocuments, config.persistedDocumentsOnly),
      useApiTokenScope(),
      // After every check that may refuse the operation: a refused one starts no read.
      usePrefetch(WARMERS),
      ...tracing,
      useGraphQLMetrics(services.metrics),
      useStreamTracking(services.traffic),
      useEndStreamsOnShutdown(services.shutdown),
      useResponseCookies(),
      // Last: it re-creates the answer, after the other plugins set their headers.
      useResponseCompression(),
    ],
  });
}
