import { describe, expect, it } from 'vitest';
import type { FragmentDefinitionNode, GraphQLResolveInfo, OperationDefinitionNode } from 'graphql';
import { graphqlModule } from './graphqlModule.ts';
import { selectsPath } from './selection.ts';

const { Kind, parse } = graphqlModule;

/** The resolve info of the operation's first root field, as the executor hands it over. */
function infoOf(document: string, variableValues: Record<string, unknown> = {}): GraphQLResolveInfo {
  const parsed = parse(document);
  const operation = parsed.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const root = operation?.selectionSet.selections[0];
  if (root?.kind !== Kind.FIELD) throw new Error('a root field expected');
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [root], fragments, variableValues } as unknown as GraphQLResolveInfo;
}

const ROW_CUSTOMER = ['edges', 'node', 'customer'];

describe('selectsPath', () => {
  it('follows fields, aliases, inline fragments and named fragments', () => {
    expect(selectsPath(infoOf('{ search { edges { node { customer { id } } } } }'), ROW_CUSTOMER)).toBe(true);
    expect(selectsPath(infoOf('{ search { rows: edges { n: node { holder: customer { id } } } } }'), ROW_CUSTOMER)).toBe(true);
    expect(selectsPath(infoOf('{ search { edges { ... on AccountEdge { node { ...Row } } } } } fragment Row on Account { customer { id } }'), ROW_CUSTOMER)).toBe(true);
  });

  it('is false when the path stops short, goes elsewhere or is skipped by this request', () => {
    expect(selectsPath(infoOf('{ search { edges { node { id } } } }'), ROW_CUSTOMER)).toBe(false);
    expect(selectsPath(infoOf('{ search { totalCount customer { id } } }'), ROW_CUSTOMER)).toBe(false);
    const conditional = 'query($with: Boolean!) { search { edges { node { customer @include(if: $with) { id } } } } }';
    expect(selectsPath(infoOf(conditional, { with: false }), ROW_CUSTOMER)).toBe(false);
    expect(selectsPath(infoOf(conditional, { with: true }), ROW_CUSTOMER)).toBe(true);
    expect(selectsPath(infoOf('{ search { edges { ...E @skip(if: true) } } } fragment E on Edge { node { customer { id } } }'), ROW_CUSTOMER)).toBe(false);
  });

  it('stops on a fragment that spreads itself', () => {
    expect(selectsPath(infoOf('{ search { ...Loop } } fragment Loop on Page { ...Loop }'), ROW_CUSTOMER)).toBe(false);
  });
});
