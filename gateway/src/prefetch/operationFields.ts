import type {
  FieldNode,
  FragmentDefinitionNode,
  FragmentSpreadNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  InlineFragmentNode,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { isIncluded } from '../schema/selection.ts';

const { getArgumentValues, getNamedType, isCompositeType, Kind } = graphqlModule;

type Selection = FieldNode | InlineFragmentNode | FragmentSpreadNode;

/**
 * One field an operation's text selects: where it hangs (`Type.field`, the type its parent is written
 * as), what it answers, and what decides per request whether and how it runs (`included`, `argsOf`).
 */
export interface SelectedField {
  coordinate: string;
  /** The name of the type it answers, lists and non-null taken off. */
  type: string;
  /** The operation's root field it is under (itself for a root field), as `Query.field`. */
  root: string;
  /** The type it is written on, and its definition there. */
  parent: string;
  definition: GraphQLField<unknown, unknown>;
  node: FieldNode;
  /** It and the fragments and fields it is under that carry `@skip` or `@include`. */
  conditions: readonly Selection[];
}

/**
 * The fields `operation` selects through its fragments, as written: the same for every request of the
 * document, so it can be kept with it; `included` and `argsOf` read a request's variables.
 */
export function selectedFields(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): SelectedField[] {
  const found: SelectedField[] = [];
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return found;
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, root: string | undefined, conditions: readonly Selection[], spread: ReadonlySet<string>): void => {
    for (const selection of selectionSet.selections) {
      const under = selection.directives !== undefined && selection.directives.length > 0 ? [...conditions, selection] : conditions;
      if (selection.kind === Kind.FIELD) {
        const definition = 'getFields' in parent ? (parent.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined) : undefined;
        if (definition === undefined) continue;
        const coordinate = `${parent.name}.${definition.name}`;
        const type = getNamedType(definition.type);
        const fieldRoot = root ?? coordinate;
        found.push({ coordinate, type: type.name, root: fieldRoot, parent: parent.name, definition, node: selection, conditions: under });
        if (selection.selectionSet !== undefined && isCompositeType(type)) walk(selection.selectionSet, type, fieldRoot, under, spread);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, typeNamed(schema, selection.typeCondition?.name.value) ?? parent, root, under, spread);
      } else {
        // A validated document has no cycles; the guard keeps a bad one from looping.
        const fragment = fragments.get(selection.name.value);
        if (fragment === undefined || spread.has(fragment.name.value)) continue;
        const next = new Set(spread).add(fragment.name.value);
        walk(fragment.selectionSet, typeNamed(schema, fragment.typeCondition.name.value) ?? parent, root, under, next);
      }
    }
  };
  walk(operation.selectionSet, rootType, undefined, [], new Set());
  return found;
}

/** Whether execution reaches the field with these (coerced) variables, as far as `@skip`/`@include` decide. */
export function included(field: SelectedField, variables: Record<string, unknown>): boolean {
  return field.conditions.every((node) => isIncluded(node, variables));
}

/** The field's arguments with these (coerced) variables. */
export function argsOf(field: SelectedField, variables: Record<string, unknown>): Record<string, unknown> {
  return getArgumentValues(field.definition, field.node, variables);
}

function typeNamed(schema: GraphQLSchema, name: string | undefined): GraphQLCompositeType | undefined {
  const type = name === undefined ? undefined : schema.getType(name);
  return type !== undefined && isCompositeType(type) ? type : undefined;
}
