import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { SaveConditionAssessmentInput, useSaveAssessmentMutation as Mutation } from './__generated__/useSaveAssessmentMutation.graphql';

/** Records a condition assessment; the asset comes back with its new condition and history. */
export function useSaveAssessmentMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSaveAssessmentMutation($input: SaveConditionAssessmentInput!) {
      saveConditionAssessment(input: $input) {
        asset {
          id
          ...AssetSummary_asset
          ...AssessmentHistory_asset
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const save = useCallback(
    (input: SaveConditionAssessmentInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.saveConditionAssessment.userErrors), onError: reject });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
