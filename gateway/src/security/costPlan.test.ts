import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentNode, GraphQLInputType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema/index.ts';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { compileCost, evaluateCost } from './costPlan.ts';
import { MAX_COST } from './limits.ts';
import { listOverCap, type ListOverCap } from './listLengths.ts';
import { QUERY_COST_ESTIMATORS } from './queryCost.ts';

const { getNamedType, getOperationAST, getVariableValues, isEnumType, isInputObjectType, isListType, isNonNullType, parse, typeFromAST } = graphqlModule;

type Outcome = { cost: number | 'not measured'; overCap: ListOverCap | undefined };

/** The gateway's estimators, with the list caps read on the way (`operationLimits.ts`). */
function estimators(): { list: ComplexityEstimator[]; overCap: () => ListOverCap | undefined } {
  let overCap: ListOverCap | undefined;
  const listCap: ComplexityEstimator = ({ type, field, args }) => {
    overCap ??= listOverCap(type.name, field, args);
    return undefined;
  };
  return { list: [listCap, ...QUERY_COST_ESTIMATORS], overCap: () => overCap };
}

function byLibrary(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): Outcome {
  const { list, overCap } = estimators();
  try {
    const operationName = operation.name?.value;
    const cost = getComplexity({ schema, query: document, variables, ...(operationName ? { operationName } : {}), estimators: list, maxQueryNodes: MAX_COST });
    return { cost, overCap: overCap() };
  } catch {
    return { cost: 'not measured', overCap: overCap() };
  }
}

function byPlan(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): Outcome {
  const plan = compileCost(schema, document, operation);
  if (plan === undefined) throw new Error('not planned');
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors !== undefined) throw new Error(coerced.errors[0]?.message);
  const { list, overCap } = estimators();
  try {
    return { cost: evaluateCost(plan, list, coerced.coerced, MAX_COST), overCap: overCap() };
  } catch {
    return { cost: 'not measured', overCap: overCap() };
  }
}

/** A value of `type` for the variables: lists of `items`, every field of an input object, numbers `size`. */
function sample(type: GraphQLInputType, size: number, items: number, flag: boolean, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, size, items, flag, depth);
  if (isListType(type)) return Array.from({ length: items }, () => sample(type.ofType, size, items, flag, depth));
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    // Optional input objects below the first level are left out: some refer to themselves.
    const fields = Object.values(type.getFields()).filter((field) => depth === 0 || isNonNullType(field.type) || !isInputObjectType(getNamedType(field.type)));
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type, size, items, flag, depth + 1)]));
  }
  switch (type.name) {
    case 'Int':
      return size;
    case 'Float':
      return size + 0.5;
    case 'Boolean':
      return flag;
    case 'Date':
      return '2026-01-31';
    case 'DateTime':
      return '2026-01-31T10:00:00Z';
    default:
      return '1';
  }
}

const schema = createSchema();

describe('the cost plan', () => {
  it('prices every persisted document as graphql-query-complexity does, with lists over their caps found alike', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const documents = Object.values(JSON.parse(readFileSync(join(root, 'persisted-documents.json'), 'utf8')) as Record<string, string>);
    let compared = 0;
    for (const text of documents) {
      const document = parse(text);
      const operation = getOperationAST(document);
      if (!operation) continue;
      for (const [size, items, flag] of [[0, 1, true], [25, 3, false], [5000, 600, true]] as const) {
        const variables = Object.fromEntries((operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, sample(typeFromAST(schema, definition.type) as GraphQLInputType, size, items, flag)]));
        if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors !== undefined) continue;
        expect(byPlan(schema, document, operation, variables), text).toEqual(byLibrary(schema, document, operation, variables));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  const small = graphqlModule.buildSchema(`
    interface Named { name: String items(first: Int): [Item!]! }
    type Item implements Named { id: ID! name: String items(first: Int): [Item!]! }
    type Other implements Named { name: String code: String items(first: Int): [Item!]! extra(first: Int): [Item!]! }
    union Either = Item | Other
    input Filter { tags: [String!] }
    type Query { named(first: Int): [Named!]! either: [Either!]! items(first: Int, ids: [ID!], filter: Filter): [Item!]! }
  `);

  it.each([
    ['fragments on interfaces, unions and concrete types', 'query ($n: Int) { named(first: $n) { name ...on Other { code extra(first: $n) { id } } ...F } either { ...on Item { id } ...on Other { code } } } fragment F on Named { items(first: 3) { id } }', { n: 7 }],
    ['@include and @skip from the variables', 'query ($on: Boolean!, $n: Int) { items(first: $n) @include(if: $on) { id name @skip(if: $on) } named @skip(if: $on) { name } }', { on: false, n: 40 }],
    ['the same with the other value', 'query ($on: Boolean!, $n: Int) { items(first: $n) @include(if: $on) { id name @skip(if: $on) } named @skip(if: $on) { name } }', { on: true, n: 40 }],
    ['a list argument over its cap and a size', 'query ($ids: [ID!], $f: Filter) { items(ids: $ids, filter: $f) { id items(first: 2) { id } } }', { ids: ['a', 'b', 'c'], f: { tags: ['x'] } }],
    ['more nodes than the limit once fragments are expanded', `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: named { ...G }`).join(' ')} } fragment G on Named { ${Array.from({ length: 900 }, (_, i) => `n${i}: name`).join(' ')} }`, {}],
  ])('agrees with graphql-query-complexity: %s', (_, text, variables) => {
    const document = parse(text);
    const operation = getOperationAST(document)!;
    expect(byPlan(small, document, operation, variables)).toEqual(byLibrary(small, document, operation, variables));
  });
});
