import { getOperationAST, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { ERROR_CODES } from '../errors.ts';

const HTTP_FORBIDDEN = 403;

/** A `read` token runs queries and subscriptions; a mutation is refused before anything runs. */
export function assertScopeAllows(
  ctx: Pick<GatewayContext, 'integrator'>,
  document: DocumentNode,
  operationName: string | null | undefined,
): void {
  if (ctx.integrator?.scope !== 'read') return;
  if (getOperationAST(document, operationName)?.operation !== 'mutation') return;
  throw createGraphQLError('This API token may only read: its scope is "read", and mutations need "read-write".', {
    extensions: { code: ERROR_CODES.forbidden, http: { status: HTTP_FORBIDDEN } },
  });
}

/** The scope check in Yoga; the Apollo mount runs the same check in its own plugin. */
export function useApiTokenScope(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      assertScopeAllows(args.contextValue, args.document, args.operationName);
    },
  };
}
