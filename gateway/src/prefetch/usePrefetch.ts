import type { DocumentNode, FragmentDefinitionNode, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { selectedFields, type SelectedField } from './operationFields.ts';

const { getOperationAST, getVariableValues, Kind } = graphqlModule;

/**
 * Starts a read that a field of the operation will make, so that its resolver finds it in flight. It
 * must go through the same per-request memo or loader as the resolver (or it would be a second call),
 * read only what that resolver would read for this viewer, and decide from this request alone.
 */
export type Warmer = (ctx: GatewayContext, field: SelectedField) => unknown;

export interface Warmers {
  /** By the field's coordinate (`Query.settings`). */
  fields: Readonly<Record<string, Warmer>>;
  /** By the type a field answers (`Money`), for every field of that type the operation selects. */
  types: Readonly<Record<string, Warmer>>;
}

/**
 * At the start of a query's execution, the reads its fields will need are started at once rather than
 * when execution reaches them (docs/architecture.md §3, Request path): what is the same for every viewer,
 * the viewer's profile, and reads that wait on nothing but the request. Nothing is awaited here, and a
 * failed warm-up is the resolver's to report. Mutations keep their order (their guards come first) and
 * subscriptions read nothing at start.
 */
export function usePrefetch(warmers: Warmers): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      prefetch(warmers, args.contextValue, args.schema, args.document, args.operationName, args.variableValues);
    },
  };
}

/** The warm-up of `usePrefetch`, for a server that runs operations its own way (`apollo/apolloServer.ts`). */
export function prefetch(
  warmers: Warmers,
  ctx: GatewayContext,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): void {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors !== undefined) return;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const field of selectedFields(schema, operation, fragments, coerced.coerced)) {
    const warm = warmers.fields[field.coordinate] ?? warmers.types[field.type];
    if (warm !== undefined) start(() => warm(ctx, field));
  }
}

function start(warm: () => unknown): void {
  Promise.resolve()
    .then(warm)
    .catch(() => undefined);
}
