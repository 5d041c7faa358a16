import { getOperationAST, type DocumentNode } from 'graphql';
import { isAsyncIterable, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { GatewayMetrics } from './metrics.ts';

/**
 * Operation names are chosen by callers: past this many distinct names, new ones are counted as
 * `other`, so that a caller cannot grow the metrics without bound. The portal has a few dozen.
 */
const MAX_OPERATION_NAMES = 200;

type Outcome = 'success' | 'error' | 'invalid';

/** Counts GraphQL operations by name, type and outcome (`gateway_graphql_operations_total`). */
export function useGraphQLMetrics(metrics: GatewayMetrics): Plugin<YogaInitialContext> {
  const names = new Set<string>();

  function count(document: DocumentNode | undefined, operationName: string | undefined, outcome: Outcome): void {
    const operation = document === undefined ? null : getOperationAST(document, operationName);
    let name = operation?.name?.value ?? (operation === null ? 'unknown' : 'anonymous');
    if (!names.has(name)) {
      if (names.size >= MAX_OPERATION_NAMES) name = 'other';
      else names.add(name);
    }
    metrics.graphqlOperations.inc({ operation_name: name, operation_type: operation?.operation ?? 'unknown', outcome });
  }

  return {
    onParse() {
      return ({ result }) => {
        if (result instanceof Error) count(undefined, undefined, 'invalid');
      };
    },
    onValidate({ params, context }) {
      return ({ valid }) => {
        if (!valid) count(params.documentAST, context.params.operationName, 'invalid');
      };
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          const failed = !isAsyncIterable(result) && (result.errors?.length ?? 0) > 0;
          count(args.document, args.operationName ?? undefined, failed ? 'error' : 'success');
        },
      };
    },
    onSubscribe({ args }) {
      return {
        onSubscribeResult({ result }) {
          const failed = !isAsyncIterable(result) && (result.errors?.length ?? 0) > 0;
          count(args.document, args.operationName ?? undefined, failed ? 'error' : 'success');
        },
      };
    },
  };
}
