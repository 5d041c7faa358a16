import { graphql } from 'react-relay/hooks';
import type { useSaveProblemLogMutation as Mutation } from './__generated__/useSaveProblemLogMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `saveProblemLog`: the problem log as saved, or why it was refused. */
export function useSaveProblemLogMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['saveProblemLog']>(
    graphql`
      mutation useSaveProblemLogMutation($input: SaveProblemLogInput!) {
        saveProblemLog(input: $input) {
          problemLog {
            id
            problemLogId
            ...ProblemLogScreen_problemLog
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.saveProblemLog },
  );
}
