import type { FieldNode, GraphQLResolveInfo } from 'graphql';
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
