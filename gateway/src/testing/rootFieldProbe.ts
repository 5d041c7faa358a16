import type { GraphQLField, GraphQLInputType, GraphQLOutputType } from 'graphql';
import { toGlobalId } from '../relay/globalId.ts';

// Types are told apart by their shape, not with graphql's `is…Type` helpers: under Vitest the executable
// schema and this file may load two copies of `graphql`, whose classes do not recognise each other.

interface Wrapper {
  ofType: GraphQLInputType | GraphQLOutputType;
  toString(): string;
}

const isWrapper = (type: unknown): type is Wrapper => typeof type === 'object' && type !== null && 'ofType' in type;

/** A value of each scalar that passes variable coercion; ids name an element. */
const SCALARS: Record<string, unknown> = {
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  ID: toGlobalId('Element', '1'),
  Date: '2026-01-01',
  DateTime: '2026-01-01T00:00:00Z',
};

/** The least value of a type that GraphQL accepts: required input fields only, empty lists, first enum value. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isWrapper(type)) return type.toString().startsWith('[') ? [] : sampleValue(type.ofType as GraphQLInputType);
  if ('getValues' in type) return type.getValues()[0]?.value;
  if ('getFields' in type) {
    const fields = Object.values(type.getFields()).filter((field) => field.type.toString().endsWith('!') && field.defaultValue === undefined);
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  return SCALARS[type.name];
}

function namedType(type: GraphQLOutputType): GraphQLOutputType {
  return isWrapper(type) ? namedType(type.ofType as GraphQLOutputType) : type;
}

/**
 * An operation that calls one root field with sample values of its required arguments and selects only
 * `__typename`: enough for the field's resolver to run, and so for its guard to answer.
 */
export function probeOf(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, overrides: Record<string, unknown> = {}) {
  const required = field.args.filter((argument) => argument.type.toString().endsWith('!'));
  const declared = required.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const passed = required.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const named = namedType(field.type);
  const selection = 'getFields' in named || 'getTypes' in named ? '{ __typename }' : '';
  return {
    query: `${operation}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`,
    variables: { ...Object.fromEntries(required.map((argument) => [argument.name, sampleValue(argument.type)])), ...overrides },
  };
}
