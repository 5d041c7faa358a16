import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSaveAssessmentMutation as Mutation } from './__generated__/useSaveAssessmentMutation.graphql';

/** Records a condition assessment; the asset comes back with its new condition and history. */
export function useSaveAssessmentMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['saveConditionAssessment']>(
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
    { ...reporting, payload: (response) => response.saveConditionAssessment },
  );
}
