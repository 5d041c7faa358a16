import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { readsVariables } from './variableReads.ts';

const schema = graphqlModule.buildSchema(`
  input Filter { tags: [String!] }
  type Item { id: ID! name: String }
  type Query { items(first: Int, after: String, filter: Filter, ids: [ID!]): [Item!]! item(id: ID!): Item }
`);

const reads = (text: string) => {
  const document = parse(text);
  return readsVariables(schema, document, document.definitions[0] as OperationDefinitionNode);
};

describe('readsVariables', () => {
  it('finds the variables that change an operation’s cost or list lengths, fragments included', () => {
    expect(reads('query ($n: Int) { items(first: $n) { id } }')).toBe(true);
    expect(reads('query ($n: Int) { ...F } fragment F on Query { items(first: $n) { id } }')).toBe(true);
    expect(reads('query ($a: ID!) { items(ids: [$a]) { id } }')).toBe(true);
    expect(reads('query ($on: Boolean!) { items(first: 5) { id name @include(if: $on) } }')).toBe(true);
    expect(reads('query ($ids: [ID!]) { items { id } }')).toBe(true);
    expect(reads('query ($f: Filter) { items(filter: $f) { id } }')).toBe(true);
  });

  it('leaves operations whose variables are plain values elsewhere to their document', () => {
    expect(reads('query ($id: ID!, $after: String) { item(id: $id) { id } items(first: 10, after: $after) { name } }')).toBe(false);
    expect(reads('{ items(first: 10, ids: ["a", "b"]) { id } }')).toBe(false);
  });
});
