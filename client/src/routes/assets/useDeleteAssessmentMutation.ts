import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useDeleteAssessmentMutation as Mutation } from './__generated__/useDeleteAssessmentMutation.graphql';

/** Deletes a condition assessment; the asset comes back with the condition of the assessment now latest. */
export function useDeleteAssessmentMutation() {
  const [run, inFlight] = usePayloadMutation<Mutation, readonly UserErrorData[]>(
    graphql`
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
  `,
    (response) => response.deleteConditionAssessment.userErrors,
  );
  const remove = useCallback((assessmentId: string) => run({ assessmentId }), [run]);
  return [remove, inFlight] as const;
}
