import { getOperationAST, type DocumentNode, type GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { compileCost, evaluateCost, type CostPlan } from './costPlan.ts';
import { MAX_COST } from './limits.ts';
import { listOverCap, listTooLong, type ListOverCap } from './listLengths.ts';
import { QUERY_COST_ESTIMATORS, tooExpensive } from './queryCost.ts';
import { readsVariables } from './variableReads.ts';

/**
 * Answered like a validation error: HTTP 400 for `application/graphql-response+json` (and on the
 * Apollo mount), 200 for `application/json` (GraphQL over HTTP; Yoga reads `spec`).
 */
const REQUEST_ERROR = { status: 400, spec: true };

function asRequestError(error: GraphQLError): GraphQLError {
  return createGraphQLError(error.message, { extensions: { ...error.extensions, http: REQUEST_ERROR } });
}

/** What an operation asks for: its first list over a cap, and its cost (undefined: too large to price). */
interface Measure {
  overCap: ListOverCap | undefined;
  cost: number | undefined;
}

/**
 * The plan of each operation's cost walk (`costPlan.ts`), kept with its parsed tree like the measures below:
 * it holds what the document says about the schema's fields, never a request's values. Null: measured by
 * graphql-query-complexity.
 */
const plans = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, CostPlan | null>>();

function planOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CostPlan | null {
  let bySchema = plans.get(schema);
  if (bySchema === undefined) plans.set(schema, (bySchema = new WeakMap()));
  let plan = bySchema.get(operation);
  if (plan === undefined) bySchema.set(operation, (plan = compileCost(schema, document, operation) ?? null));
  return plan;
}

/** `variables` are the request's as sent, `coerced` as execution will see them (`getVariableValues`). */
function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  coerced: Record<string, unknown>,
): Measure {
  let overCap: ListOverCap | undefined;
  const listCapEstimator: ComplexityEstimator = ({ type, field, args }) => {
    overCap ??= listOverCap(type.name, field, args);
    return undefined;
  };
  const estimators = [listCapEstimator, ...QUERY_COST_ESTIMATORS];
  try {
    const plan = planOf(schema, document, operation);
    // Every field costs at least 1: more selections than that, once fragments are expanded, cost too much.
    const cost = plan !== null ? evaluateCost(plan, estimators, coerced, MAX_COST) : getComplexity({
      schema,
      query: document,
      variables,
      ...(operation.name ? { operationName: operation.name.value } : {}),
      estimators,
      maxQueryNodes: MAX_COST,
    });
    // Read after the walk, which sets it.
    return { overCap, cost };
  } catch {
    return { overCap, cost: undefined };
  }
}

/**
 * Measures of operations whose measure reads no variable (`variableReads.ts`): those depend on the
 * document alone, like a validation rule, and are kept with its parsed tree (which Yoga's parser
 * cache and Apollo's document store reuse for every request of the same text).
 */
const documentMeasures = new WeakMap<OperationDefinitionNode, Measure>();

/**
 * The limits that depend on a request's variables: list lengths (`listCaps.ts`) and cost
 * (`queryCost.ts`), both read from the request's own variables in one walk of the operation. They
 * are decided for each request, after validation and before execution, never by a validation rule:
 * validation results are cached with the document (Yoga's parser and validation cache, Apollo's
 * document store), so the first request of a document would decide for all later ones.
 */
export function operationLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): GraphQLError | undefined {
  const operation = getOperationAST(document, operationName);
  // A missing operation or malformed variables: execution refuses them before anything runs.
  if (!operation) return undefined;
  const coerced = graphqlModule.getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors !== undefined) return undefined;
  let found = documentMeasures.get(operation);
  if (found === undefined) {
    found = measure(schema, document, operation, variables ?? {}, coerced.coerced);
    if (!readsVariables(schema, document, operation)) documentMeasures.set(operation, found);
  }
  if (found.overCap !== undefined) return asRequestError(listTooLong(found.overCap));
  if (found.cost === undefined || found.cost > MAX_COST) return asRequestError(tooExpensive(MAX_COST, found.cost));
  return undefined;
}

/** The per-request limits in Yoga (HTTP, SSE and WebSocket alike); the Apollo mount calls them itself. */
export function useOperationLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = operationLimitError(args.schema, args.document, args.variableValues, args.operationName);
      if (error !== undefined) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = operationLimitError(args.schema, args.document, args.variableValues, args.operationName);
      if (error !== undefined) setResultAndStopExecution({ errors: [error] });
    },
  };
}
