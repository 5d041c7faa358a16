import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isListType, isNonNullType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

// The printed contract (`npm run schema:print`), built with this file's own graphql-js.
const schemaFile = join(import.meta.dirname, '..', '..', '..', 'schema.graphql');

/** Whether a type has the shape of a Relay connection: edges with cursors and nodes, page info, a total. */
function isRelayConnection(type: GraphQLObjectType): boolean {
  const fields = type.getFields();
  const edges = fields['edges']?.type;
  const edge = edges === undefined ? undefined : getNamedType(edges);
  return (
    edges !== undefined &&
    isNonNullType(edges) &&
    isListType(edges.ofType) &&
    isObjectType(edge) &&
    edge.getFields()['cursor'] !== undefined &&
    edge.getFields()['node'] !== undefined &&
    String(fields['pageInfo']?.type) === 'PageInfo!' &&
    String(fields['totalCount']?.type) === 'Int!' &&
    type.getInterfaces().length === 0
  );
}

describe('type names', () => {
  it('keep the suffix `Connection` to Relay connections, so that a domain object is never taken for a list', () => {
    const types = Object.values(buildSchema(readFileSync(schemaFile, 'utf8')).getTypeMap()).filter((type) => !type.name.startsWith('__'));
    const named = types.filter((type) => type.name.endsWith('Connection'));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((type) => !isObjectType(type) || !isRelayConnection(type)).map((type) => type.name)).toEqual([]);
  });
});
