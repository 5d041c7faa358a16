import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { assertScopeAllows } from '../apiTokens/scope.ts';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { maskGatewayError } from '../errors.ts';
import { armorConfig } from '../security/armor.ts';
import { CSRF_HEADERS } from '../security/csrf.ts';
import { MAX_COST } from '../security/limits.ts';
import { QUERY_COST_ESTIMATORS, tooExpensive } from '../security/queryCost.ts';
import { sensitiveMutationsRule } from '../security/sensitiveMutations.ts';

/** The request checks the Yoga plugins make, at the point of Apollo's lifecycle where they fit. */
function gatewayChecks(schema: GraphQLSchema): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, contextValue }) {
          assertScopeAllows(contextValue, document, operationName);
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            ...(operationName ? { operationName } : {}),
            estimators: QUERY_COST_ESTIMATORS,
          });
          if (cost > MAX_COST) throw tooExpensive(MAX_COST, cost);
        },
      };
    },
  };
}

/**
 * The gateway's executable schema on Apollo Server, for organisations that run Apollo (DESIGN §3,
 * Transports): the same schema, context, limits, token scopes and error masking as the Yoga server.
 */
export function createGatewayApollo(services: GatewayServices, schema: GraphQLSchema): ApolloServer<GatewayContext> {
  const { production, introspection } = services.config;
  const armor = new ApolloArmor(armorConfig(production)).protect();
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
      const extensions = (masked as Partial<GraphQLError>).extensions ?? {};
      return { ...formatted, message: masked.message, extensions: { ...formatted.extensions, ...extensions } };
    },
  });
}
