import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useSaveAssessmentMutation as Mutation } from './__generated__/useSaveAssessmentMutation.graphql';

/** Records a condition assessment; the asset comes back with its new condition and history. */
export function useSaveAssessmentMutation() {
  return usePayloadMutation<Mutation, readonly UserErrorData[]>(
    graphql`
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
  `,
    (response) => response.saveConditionAssessment.userErrors,
  );
}
