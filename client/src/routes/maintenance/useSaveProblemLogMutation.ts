import { graphql } from 'react-relay/hooks';
import type { useSaveProblemLogMutation as Mutation } from './__generated__/useSaveProblemLogMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.saveProblemLog;

/** `saveProblemLog`: the problem log as saved, or why it was refused. */
export function useSaveProblemLogMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['saveProblemLog']>(
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
    pick,
  );
}
