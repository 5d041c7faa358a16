import type { DocumentNode, FragmentDefinitionNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { listOverCap } from '../security/listLengths.ts';
import { argsOf, included, selectedFields, type SelectedField } from './operationFields.ts';

const { getOperationAST, getVariableValues, Kind } = graphqlModule;

/**
 * Starts a read that a field of the operation will make, so that its resolver finds it in flight. It
 * must go through the same per-request memo or loader as the resolver (or it would be a second call),
 * read only what that resolver would read for this viewer, and decide from this request alone.
 */
type Warmer = (ctx: GatewayContext, field: SelectedField, args: Record<string, unknown>) => unknown;

export interface Warmers {
  /** By the field's coordinate (`Query.settings`). */
  fields: Readonly<Record<string, Warmer>>;
  /** By the type a field answers (`Money`): once per root field it is under, unless arguments or `@skip`/`@include` tell its fields apart. */
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
  const prefetch = prefetcher(warmers);
  return {
    onExecute({ args }) {
      prefetch(args.contextValue, args.schema, args.document, args.operationName, args.variableValues);
    },
  };
}

type Prefetch = (
  ctx: GatewayContext,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
) => void;

interface Planned {
  field: SelectedField;
  warm: Warmer;
}

/**
 * The warm-up of `usePrefetch`, also for a server that runs operations its own way (`apollo/apolloServer.ts`).
 * Which fields of a document have a warmer is kept with the document (servers keep parsed documents, the
 * persisted ones above all): walking a screen's selection took 0.1–0.25 ms. Whether each is reached
 * (`@skip`/`@include`) and with which arguments is decided per request, from its variables.
 */
export function prefetcher(warmers: Warmers): Prefetch {
  const plans = new WeakMap<DocumentNode, Map<string, Planned[]>>();
  const planOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Planned[] => {
    let byOperation = plans.get(document);
    if (byOperation === undefined) {
      byOperation = new Map();
      plans.set(document, byOperation);
    }
    const key = operation.name?.value ?? '';
    let plan = byOperation.get(key);
    if (plan === undefined) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
      // A field without arguments or conditions warms alike wherever it recurs under one root field:
      // once is enough (a statement has dozens of amounts).
      const unconditional = new Set<string>();
      plan = selectedFields(schema, operation, fragments).flatMap((field) => {
        const byField = warmers.fields[field.coordinate];
        const warm = byField ?? warmers.types[field.type];
        if (warm === undefined) return [];
        if (field.definition.args.length === 0 && field.conditions.length === 0) {
          const key = `${byField === undefined ? field.type : field.coordinate}\n${field.root}`;
          if (unconditional.has(key)) return [];
          unconditional.add(key);
        }
        return [{ field, warm }];
      });
      byOperation.set(key, plan);
    }
    return plan;
  };
  return (ctx, schema, document, operationName, variables) => {
    try {
      const operation = getOperationAST(document, operationName);
      if (operation?.operation !== 'query') return;
      const plan = planOf(schema, document, operation);
      if (plan.length === 0) return;
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
      if (coerced.errors !== undefined) return;
      for (const { field, warm } of plan) {
        if (!included(field, coerced.coerced)) continue;
        const args = argsOf(field, coerced.coerced);
        // The resolver would refuse a list over its cap before reading (`security/listCapResolvers.ts`).
        if (field.definition.args.length > 0 && listOverCap(field.parent, field.definition, args) !== undefined) continue;
        start(() => warm(ctx, field, args));
      }
    } catch (error) {
      // A warm-up only moves reads earlier: the operation still runs, and its resolvers make them.
      ctx.logger.warn({ err: error }, 'the reads of the operation could not be started early');
    }
  };
}

function start(warm: () => unknown): void {
  Promise.resolve()
    .then(warm)
    .catch(() => undefined);
}
