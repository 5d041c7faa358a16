import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { createTtlCache } from '../cache/ttlCache.ts';
import type { GatewayContext } from '../context.ts';
import { graphqlModule } from '../schema/graphqlModule.ts';

/**
 * What a resolver of a list is told of its field when it is called straight from a unit test: `root` (a field
 * of Query) with `selection` under it, as a screen's query would select them, without fragments or variables.
 */
export function infoSelecting(root: string, selection: string): GraphQLResolveInfo {
  const operation = graphqlModule.parse(`{ ${root} { ${selection} } }`).definitions[0];
  const field = operation?.kind === graphqlModule.Kind.OPERATION_DEFINITION ? operation.selectionSet.selections[0] : undefined;
  return { fieldNodes: [field as FieldNode], fragments: {}, variableValues: {} } as unknown as GraphQLResolveInfo;
}

/** A signed-in employee's session, as the gateway keeps it, for a request built by hand in a unit test. */
export const EMPLOYEE_SESSION = { id: 'session', via: 'bearer', data: { role: 1, username: 'staff@demo.test' } };

/**
 * A signed-in employee's request built by hand for a list resolver's unit test. Its upstream answers the
 * profile with the employee's area `flags`, records the path of every other call in `calls`, and answers
 * `/Element/GetItems` with an element for each id but `missingElements`; `answer` answers the rest (undefined:
 * an unexpected call).
 */
export function employeeRequest(
  flags: Record<string, boolean>,
  answer: (path: string) => unknown,
  missingElements: readonly number[] = [],
): { ctx: GatewayContext; calls: string[] } {
  const calls: string[] = [];
  const upstream = {
    read: async (path: string, body: { Ids?: number[] }) => {
      if (path === '/account/GetProfileDetails') return { item: { role: 1, name: 'Staff', ...flags } };
      calls.push(path);
      if (path === '/Element/GetItems') {
        const ids = (body.Ids ?? []).filter((elementId) => !missingElements.includes(elementId));
        return { items: ids.map((elementId) => ({ elementId, code: `E-${elementId}`, name: `Element ${elementId}` })) };
      }
      const answered = answer(path);
      if (answered === undefined) throw new Error(`unexpected ${path}`);
      return answered;
    },
  };
  const services = { sharedCache: createTtlCache(60_000) };
  const ctx = { session: EMPLOYEE_SESSION, upstream, language: 'en', loaderScope: {}, profileReads: { fresh: true }, services };
  return { ctx: ctx as unknown as GatewayContext, calls };
}

/** A resolver as a unit test calls it straight. */
export type TestResolver = (source: unknown, args: object, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

/** The resolver of `type.name` in a module's resolver map, to call straight from a unit test. */
export function resolverOf(resolvers: object, type: string, name: string): TestResolver {
  const resolver = (resolvers as Record<string, Record<string, TestResolver> | undefined>)[type]?.[name];
  if (resolver === undefined) throw new Error(`no resolver ${type}.${name}`);
  return resolver;
}
