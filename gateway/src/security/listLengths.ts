import type { GraphQLError, GraphQLField, GraphQLInputType, GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { ERROR_CODES } from '../errors.ts';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { LIST_CAPS } from './listCaps.ts';

/** A list longer than its cap (`listCaps.ts`), and where it was. */
export interface ListOverCap {
  coordinate: string;
  maxItems: number;
  items: number;
}

const { isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType } = graphqlModule;

const argumentCoordinate = (type: string, field: string, argument: string) => `${type}.${field}(${argument}:)`;

function overCap(type: GraphQLInputType, value: unknown, coordinate: string): ListOverCap | undefined {
  if (value === null || value === undefined) return undefined;
  if (isNonNullType(type)) return overCap(type.ofType, value, coordinate);
  if (isListType(type)) {
    if (!Array.isArray(value)) return undefined;
    const maxItems = LIST_CAPS[coordinate];
    if (maxItems !== undefined && value.length > maxItems) return { coordinate, maxItems, items: value.length };
    for (const item of value) {
      const found = overCap(type.ofType, item, coordinate);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isInputObjectType(type) || typeof value !== 'object') return undefined;
  for (const field of Object.values(type.getFields())) {
    const found = overCap(field.type, (value as Record<string, unknown>)[field.name], `${type.name}.${field.name}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The first list in a field's arguments, or in the input objects they hold, that is longer than its
 * cap. `args` are the coerced values, as execution and graphql-query-complexity's estimators see them.
 */
export function listOverCap(
  parentType: string,
  field: Pick<GraphQLField<unknown, unknown>, 'name' | 'args'>,
  args: Record<string, unknown>,
): ListOverCap | undefined {
  for (const argument of field.args) {
    const found = overCap(argument.type, args[argument.name], argumentCoordinate(parentType, field.name, argument.name));
    if (found !== undefined) return found;
  }
  return undefined;
}

export function listTooLong({ coordinate, maxItems, items }: ListOverCap): GraphQLError {
  return createGraphQLError(`${coordinate} takes at most ${maxItems} items; this request has ${items}.`, {
    extensions: { code: ERROR_CODES.badUserInput, argument: coordinate, maxItems },
  });
}

function isList(type: GraphQLInputType): boolean {
  return isNonNullType(type) ? isList(type.ofType) : isListType(type);
}

/** Every list argument and list input field of the schema, by schema coordinate, with its description. */
export function schemaLists(schema: GraphQLSchema): Array<{ coordinate: string; description: string | undefined }> {
  const lists: Array<{ coordinate: string; description: string | undefined }> = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const argument of field.args) {
          if (isList(argument.type)) {
            lists.push({ coordinate: argumentCoordinate(type.name, field.name, argument.name), description: argument.description ?? undefined });
          }
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (isList(field.type)) lists.push({ coordinate: `${type.name}.${field.name}`, description: field.description ?? undefined });
      }
    }
  }
  return lists;
}
