// Operations on GraphQL Mesh's schema, generated from it: every field of each upstream answer is selected
// (Mesh's answer is a union per status code, each member spread), as the portal's gateway reads each
// answer whole. Generated rather than written, so that the same text follows the schema whatever shape
// utility-api/openapi.json gives the types.
import {
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';

/** Deep enough for every answer of the utility API (an envelope, a page of items, their money and nested objects). */
const MAX_DEPTH = 6;

function selectionOf(type: GraphQLNamedType, depth: number): string | undefined {
  if (isLeafType(type)) return '';
  if (depth === 0) return undefined;
  if (isUnionType(type)) {
    const members = type.getTypes().flatMap((member) => {
      const selection = selectionOf(member, depth);
      return selection ? [`... on ${member.name} ${selection}`] : [];
    });
    return `{ __typename ${members.join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  const fields = Object.values(type.getFields()).flatMap((field) => {
    if (field.args.some((arg) => isNonNullType(arg.type))) return [];
    const selection = selectionOf(getNamedType(field.type), depth - 1);
    if (selection === undefined) return [];
    return [selection ? `${field.name} ${selection}` : field.name];
  });
  return fields.length === 0 ? undefined : `{ ${fields.join(' ')} }`;
}

/** A JSON value as a GraphQL input literal (object keys are field names, strings are quoted alike). */
export function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`).join(', ')}}`;
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** `name(input: {…}) { every field }` of the Query type; `body` is the upstream call's JSON body. */
export function rootField(schema: GraphQLSchema, name: string, body?: Record<string, unknown>): string {
  const field = schema.getQueryType()?.getFields()[name];
  if (!field) throw new Error(`GraphQL Mesh's schema has no Query.${name}`);
  const argument = field.args[0];
  if (body !== undefined && !argument) throw new Error(`Query.${name} of GraphQL Mesh's schema takes no input`);
  const selection = selectionOf(getNamedType(field.type), MAX_DEPTH) ?? '';
  return `${name}${body === undefined ? '' : `(${argument?.name}: ${literal(body)})`} ${selection}`;
}

/** A query of `fields` (from rootField), run together as one GraphQL request. */
export const query = (name: string, fields: readonly string[]) => `query ${name} {\n  ${fields.join('\n  ')}\n}`;

/**
 * Throws unless every root field answered the upstream's success (`status` 0): a comparison against error
 * answers would measure the wrong thing.
 */
export function expectUpstreamSuccess(data: Record<string, unknown>): void {
  for (const [name, answer] of Object.entries(data)) {
    const status = (answer as { status?: unknown } | null)?.status;
    if (status !== 0) throw new Error(`GraphQL Mesh's ${name} answered ${JSON.stringify(answer).slice(0, 200)}`);
  }
}
