import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  FragmentSpreadNode,
  GraphQLCompositeType,
  GraphQLDirective,
  GraphQLField,
  GraphQLSchema,
  InlineFragmentNode,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { holdsVariable } from './variableReads.ts';

const { getArgumentValues, getDirectiveValues, getNamedType, isAbstractType, isCompositeType, isInterfaceType, isObjectType, Kind } = graphqlModule;
const { SchemaMetaFieldDef, TypeMetaFieldDef, TypeNameMetaFieldDef } = graphqlModule;

type Selection = FieldNode | FragmentSpreadNode | InlineFragmentNode;
type Args = Record<string, unknown>;

/** One selection of a selection set, with what the document alone says about it. */
type Step =
  | {
      kind: 'field';
      node: FieldNode;
      conditional: boolean;
      field: GraphQLField<unknown, unknown>;
      parent: GraphQLCompositeType;
      /** The types whose total it adds to: the parent's possible types. */
      into: readonly string[];
      /** Arguments without a variable are the same for every request: read once. */
      args: { value: Args } | { error: unknown } | undefined;
      children: SetPlan | undefined;
    }
  | { kind: 'fragment'; node: Selection; conditional: boolean; set: SetPlan; into: readonly string[] }
  /** Counted as a node, adding nothing: an unknown field or fragment, left to validation. */
  | { kind: 'none'; node: Selection; conditional: boolean };

interface SetPlan {
  steps: Step[];
}

/** What one operation's cost walk needs from its document: fields, types and fragments resolved once. */
export interface CostPlan {
  root: SetPlan | undefined;
  include: GraphQLDirective | undefined;
  skip: GraphQLDirective | undefined;
}

/** A document the plan does not cover exactly (a fragment cycle): the caller measures it the slow way. */
class Unplanned extends Error {}

function possibleTypeNames(schema: GraphQLSchema, type: GraphQLCompositeType): string[] {
  return isAbstractType(type) ? schema.getPossibleTypes(type).map((possible) => possible.name) : [type.name];
}

function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/**
 * The walk of graphql-query-complexity's `getComplexity` (its `nodeComplexity`, v2), done ahead for one
 * operation: which field each selection is, on which type, what its children are, which fragments it
 * spreads. Only `@include`/`@skip`, arguments that hold variables and the estimators are left for each
 * request (`evaluateCost`). Undefined when the operation is not planned (the caller then measures it
 * with graphql-query-complexity itself).
 */
export function compileCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): CostPlan | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentPlans = new Map<string, SetPlan>();
  const active = new Set<string>();

  const plan = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType): SetPlan => {
    const into = possibleTypeNames(schema, parent);
    const steps = selectionSet.selections.map((node): Step => {
      const conditional = (node.directives ?? []).some((directive) => directive.name.value === 'include' || directive.name.value === 'skip');
      if (node.kind === Kind.FIELD) {
        const field = fieldOf(parent, node.name.value);
        if (field === undefined) return { kind: 'none', node, conditional };
        const type = getNamedType(field.type);
        let args: { value: Args } | { error: unknown } | undefined;
        if (!(node.arguments ?? []).some((argument) => holdsVariable(argument.value))) {
          try {
            args = { value: getArgumentValues(field, node) };
          } catch (error) {
            args = { error };
          }
        }
        const children = isCompositeType(type) && node.selectionSet !== undefined ? plan(node.selectionSet, type) : undefined;
        return { kind: 'field', node, conditional, field, parent, into, args, children };
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        const fragment = fragments.get(name);
        // A cycle is refused by validation; a plan has no way to stop where the walk would.
        if (active.has(name)) throw new Unplanned();
        const type = fragment === undefined ? undefined : schema.getType(fragment.typeCondition.name.value);
        if (fragment === undefined || type === undefined || !isCompositeType(type)) return { kind: 'none', node, conditional };
        let set = fragmentPlans.get(name);
        if (set === undefined) {
          active.add(name);
          set = plan(fragment.selectionSet, type);
          active.delete(name);
          fragmentPlans.set(name, set);
        }
        return { kind: 'fragment', node, conditional, set, into: possibleTypeNames(schema, type) };
      }
      const type = node.typeCondition === undefined ? parent : schema.getType(node.typeCondition.name.value);
      if (type === undefined || !isCompositeType(type)) return { kind: 'none', node, conditional };
      return { kind: 'fragment', node, conditional, set: plan(node.selectionSet, type), into: possibleTypeNames(schema, type) };
    });
    return { steps };
  };

  const rootType = schema.getRootType(operation.operation);
  try {
    return {
      root: rootType === undefined || rootType === null ? undefined : plan(operation.selectionSet, rootType),
      include: schema.getDirective('include') ?? undefined,
      skip: schema.getDirective('skip') ?? undefined,
    };
  } catch (error) {
    if (error instanceof Unplanned) return undefined;
    throw error;
  }
}

/** Over the node limit, or an argument that could not be read: graphql-query-complexity throws then. */
class CostNotMeasured extends Error {}

interface Run {
  plan: CostPlan;
  estimators: readonly ComplexityEstimator[];
  variables: Args | undefined;
  nodes: number;
  maxNodes: number;
  failed: boolean;
}

function isIncluded(run: Run, node: Selection): boolean {
  let include = true;
  let skip = false;
  for (const directive of node.directives ?? []) {
    if (directive.name.value === 'include' && run.plan.include !== undefined) {
      const value: unknown = getDirectiveValues(run.plan.include, node, run.variables)?.['if'];
      if (typeof value === 'boolean') include = value;
    } else if (directive.name.value === 'skip' && run.plan.skip !== undefined) {
      const value: unknown = getDirectiveValues(run.plan.skip, node, run.variables)?.['if'];
      if (typeof value === 'boolean') skip = value;
    }
  }
  return include && !skip;
}

function add(totals: Map<string, number>, cost: number, into: readonly string[]): void {
  for (const type of into) totals.set(type, (totals.get(type) ?? 0) + cost);
}

function evaluateSet(run: Run, set: SetPlan): number {
  const totals = new Map<string, number>();
  for (const step of set.steps) {
    run.nodes += 1;
    if (run.nodes >= run.maxNodes) throw new CostNotMeasured('Query exceeds the maximum allowed number of nodes.');
    if (step.conditional && !isIncluded(run, step.node)) continue;
    if (step.kind === 'none') continue;
    if (step.kind === 'fragment') {
      add(totals, evaluateSet(run, step.set), step.into);
      continue;
    }
    let args: Args;
    try {
      if (step.args !== undefined && 'error' in step.args) throw step.args.error;
      args = step.args?.value ?? getArgumentValues(step.field, step.node, run.variables);
    } catch {
      // graphql-query-complexity reports it and walks on: a list over its cap later on is still found.
      run.failed = true;
      continue;
    }
    const childComplexity = step.children === undefined ? 0 : evaluateSet(run, step.children);
    const estimate = { childComplexity, args, field: step.field, node: step.node, type: step.parent, context: undefined };
    for (const estimator of run.estimators) {
      const cost = estimator(estimate);
      if (typeof cost === 'number' && !Number.isNaN(cost)) {
        add(totals, cost, step.into);
        break;
      }
    }
  }
  return Math.max(...totals.values(), 0);
}

/**
 * The operation's cost with these (coerced) variables, as graphql-query-complexity's `getComplexity`
 * computes it with the same estimators (in order, until one gives a number) and `maxQueryNodes`; it throws
 * `CostNotMeasured` where that throws.
 */
export function evaluateCost(plan: CostPlan, estimators: readonly ComplexityEstimator[], variables: Args, maxNodes: number): number {
  const run: Run = {
    plan,
    estimators,
    variables: Object.keys(variables).length === 0 ? undefined : variables,
    nodes: 0,
    maxNodes,
    failed: false,
  };
  const cost = plan.root === undefined ? 0 : evaluateSet(run, plan.root);
  if (run.failed) throw new CostNotMeasured('An argument could not be read.');
  return cost;
}
