import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { assertScopeAllows } from '../apiTokens/scope.ts';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { maskGatewayError } from '../errors.ts';
import { prefetcher } from '../prefetch/usePrefetch.ts';
import { WARMERS } from '../prefetch/warmers.ts';
import { armorConfig } from '../security/armor.ts';
import { CSRF_HEADERS } from '../security/csrf.ts';
import { operationLimitError } from '../security/operationLimits.ts';
import { sensitiveMutationsRule } from '../security/sensitiveMutations.ts';

/**
 * The request checks the Yoga plugins make, at the point of Apollo's lifecycle where they fit: after
 * validation (which Apollo's document store caches by document), for each request; and, as execution
 * starts, the early start of a query's reads (`prefetch/usePrefetch.ts`).
 */
function gatewayChecks(schema: GraphQLSchema): ApolloServerPlugin<GatewayContext> {
  const prefetch = prefetcher(WARMERS);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, contextValue }) {
          assertScopeAllows(contextValue, document, operationName);
          const refused = operationLimitError(schema, document, request.variables, operationName);
          if (refused !== undefined) throw refused;
        },
        async executionDidStart({ document, operationName, request, contextValue }) {
          prefetch(contextValue, schema, document, operationName, request.variables);
        },
      };
    },
  };
}

/** For Apollo's transport, not for clients: Yoga leaves them out of its answers too. */
const INTERNAL_EXTENSIONS = ['http', 'unexpected'];

/**
 * The gateway's executable schema on Apollo Server, for organisations that run Apollo (docs/architecture.md §3,
 * Transports): the same schema, context, limits, token scopes and error masking as the Yoga server.
 */
export function createGatewayApollo(services: GatewayServices, schema: GraphQLSchema): ApolloServer<GatewayContext> {
  const { production, introspection } = services.config;
  // The token limit is checked before Apollo parses (`httpHandler.ts`).
  const armor = new ApolloArmor({ ...armorConfig(production), maxTokens: { enabled: false } }).protect();
  const mask = maskGatewayError(production);
  return new ApolloServer<GatewayContext>({
    schema,
    introspection,
    csrfPrevention: { requestHeaders: CSRF_HEADERS },
    // One operation per request, as on Yoga: a batch would multiply every per-request limit.
    allowBatchedHttpRequests: false,
    // Persisted documents come from relay-compiler's file only (`persistedRequest.ts`).
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [...armor.validationRules, sensitiveMutationsRule],
    // Armor's plugins read only the document, never the context, whatever their declared type.
    plugins: [...(armor.plugins as ApolloServerPlugin<GatewayContext>[]), gatewayChecks(schema)],
    formatError(formatted, error) {
      const masked = mask(error, 'Unexpected error.');
      const extensions: Record<string, unknown> = { ...formatted.extensions, ...(masked as Partial<GraphQLError>).extensions };
      for (const name of INTERNAL_EXTENSIONS) delete extensions[name];
      return { ...formatted, message: masked.message, extensions };
    },
  });
}
