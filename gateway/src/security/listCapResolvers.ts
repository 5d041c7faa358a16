import { defaultFieldResolver, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { LIST_CAPS } from './listCaps.ts';
import { listOverCap, listTooLong, schemaLists } from './listLengths.ts';

const { isInputObjectType, isListType, isNonNullType, isObjectType } = graphqlModule;

/** Whether values of `type` may hold a list, through input objects (which may refer to themselves). */
function mayHoldList(type: GraphQLInputType, seen: Set<string>): boolean {
  if (isNonNullType(type)) return mayHoldList(type.ofType, seen);
  if (isListType(type)) return true;
  if (!isInputObjectType(type) || seen.has(type.name)) return false;
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => mayHoldList(field.type, seen));
}

/**
 * The resolver's side of the list caps (`listCaps.ts`): every field whose arguments may hold a list
 * refuses one over its cap before its own resolver runs, whichever server or transport called it.
 * A list of the SDL without a cap stops the schema from being built. The fields are wrapped in place,
 * as `makeExecutableSchema` attaches resolvers.
 */
export function withListCaps(schema: GraphQLSchema): GraphQLSchema {
  const uncapped = schemaLists(schema).filter(({ coordinate }) => LIST_CAPS[coordinate] === undefined);
  if (uncapped.length > 0) {
    throw new Error(`Every list argument needs a cap in security/listCaps.ts: ${uncapped.map((list) => list.coordinate).join(', ')}`);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((argument) => mayHoldList(argument.type, new Set()))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, ctx, info) => {
        const found = listOverCap(type.name, field, args);
        if (found !== undefined) throw listTooLong(found);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}
