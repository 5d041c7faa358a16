import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { graphqlModule } from './graphqlModule.ts';

const { getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, Kind } = graphqlModule;

type Selection = SelectionSetNode['selections'][number];

/** Whether `@skip`/`@include` on this field, fragment or spread let execution reach it with these (coerced) variables. */
export function isIncluded(selection: Selection, variables: Record<string, unknown>): boolean {
  return (
    getDirectiveValues(GraphQLSkipDirective, selection, variables)?.['if'] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.['if'] !== false
  );
}

/**
 * Whether the field being resolved selects `path` below it (field names, aliases aside), through
 * fragments, with `@skip`/`@include` decided by this request's variables: a resolver may then start
 * a read its children will make. Read for each request, never kept with the document.
 */
export function selectsPath(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments' | 'variableValues'>, path: readonly string[]): boolean {
  const included = (selection: Selection) => isIncluded(selection, info.variableValues);
  const within = (set: SelectionSetNode | undefined, depth: number, spread: ReadonlySet<string>): boolean =>
    set !== undefined &&
    set.selections.some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === Kind.FIELD) {
        return selection.name.value === path[depth] && (depth === path.length - 1 || within(selection.selectionSet, depth + 1, spread));
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, depth, spread);
      // A validated document has no cycles; the guard keeps a bad one from looping.
      const fragment = info.fragments[selection.name.value];
      return fragment !== undefined && !spread.has(fragment.name.value) && within(fragment.selectionSet, depth, new Set(spread).add(fragment.name.value));
    });
  return path.length > 0 && info.fieldNodes.some((node) => within(node.selectionSet, 0, new Set()));
}
