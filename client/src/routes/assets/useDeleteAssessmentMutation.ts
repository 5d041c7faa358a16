import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useDeleteAssessmentMutation as Mutation } from './__generated__/useDeleteAssessmentMutation.graphql';

/** Deletes a condition assessment; the asset comes back with the condition of the assessment now latest. */
export function useDeleteAssessmentMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteAssessmentMutation($input: DeleteConditionAssessmentInput!) {
      deleteConditionAssessment(input: $input) {
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
  const remove = useCallback(
    (assessmentId: string) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input: { assessmentId } }, onCompleted: (response) => resolve(response.deleteConditionAssessment.userErrors), onError: reject });
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
