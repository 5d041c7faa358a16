import type {
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { graphqlModule } from '../schema/graphqlModule.ts';

const { getArgumentValues, getDirectiveValues, getNamedType, GraphQLIncludeDirective, GraphQLSkipDirective, isCompositeType, Kind } =
  graphqlModule;

/** One field an operation selects: where it hangs (`Type.field`, the type its parent is written as). */
export interface SelectedField {
  coordinate: string;
  /** The name of the type it answers, lists and non-null taken off. */
  type: string;
  /** The operation's root field it is under (itself for a root field), as `Query.field`. */
  root: string;
  /** Its arguments, from the operation's (coerced) variables. */
  args(): Record<string, unknown>;
}

/**
 * The fields `operation` selects, through its fragments, as execution would meet them: left out where
 * `@skip`/`@include` leave them out, with their arguments from `variables` (already coerced). Fields of
 * an interface are named on the interface and on the fragment's type where a fragment names one.
 */
export function selectedFields(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): SelectedField[] {
  const found: SelectedField[] = [];
  const root = schema.getRootType(operation.operation);
  if (!root) return found;
  const spread = new Set<string>();
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, variables)?.['if'] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, variables)?.['if'] !== false;
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, under: string | undefined): void => {
    for (const selection of selectionSet.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const field = 'getFields' in parent ? (parent.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined) : undefined;
        if (field === undefined) continue;
        const coordinate = `${parent.name}.${field.name}`;
        const root = under ?? coordinate;
        const type = getNamedType(field.type);
        found.push({ coordinate, type: type.name, root, args: () => getArgumentValues(field, selection, variables) });
        if (selection.selectionSet !== undefined && isCompositeType(type)) walk(selection.selectionSet, type, root);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, typeNamed(schema, selection.typeCondition?.name.value) ?? parent, under);
      } else {
        // Each fragment once: a validated document has no cycles, but the same fragment may be spread twice.
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment === undefined || spread.has(name)) continue;
        spread.add(name);
        walk(fragment.selectionSet, typeNamed(schema, fragment.typeCondition.name.value) ?? parent, under);
      }
    }
  };
  walk(operation.selectionSet, root, undefined);
  return found;
}

function typeNamed(schema: GraphQLSchema, name: string | undefined): GraphQLCompositeType | undefined {
  const type = name === undefined ? undefined : schema.getType(name);
  return type !== undefined && isCompositeType(type) ? type : undefined;
}
