import { Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ERROR_CODES } from '../errors.ts';
import { MAX_SENSITIVE_MUTATIONS_PER_REQUEST, SENSITIVE_MUTATIONS } from './limits.ts';

/** Root fields of a mutation that are sensitive, through inline fragments and fragment spreads. */
function countSensitive(selectionSet: SelectionSetNode, context: ValidationContext, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (SENSITIVE_MUTATIONS.includes(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countSensitive(selection.selectionSet, context, seen);
    } else if (!seen.has(selection.name.value)) {
      // Cycles are refused by the specified rule NoFragmentCycles; `seen` only keeps this walk finite.
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countSensitive(fragment.selectionSet, context, seen);
    }
  }
  return count;
}

/** At most one sensitive mutation per request, whatever the aliases (`limits.ts`). */
export function sensitiveMutationsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      if (countSensitive(operation.selectionSet, context, new Set()) <= MAX_SENSITIVE_MUTATIONS_PER_REQUEST) return;
      context.reportError(
        createGraphQLError(
          `A request may carry at most ${MAX_SENSITIVE_MUTATIONS_PER_REQUEST} of ${SENSITIVE_MUTATIONS.join(', ')}; send them one request at a time.`,
          { nodes: [operation], extensions: { code: ERROR_CODES.sensitiveOperationLimit } },
        ),
      );
    },
  };
}

export function useSensitiveMutationLimit(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(sensitiveMutationsRule);
    },
  };
}
