import { graphql } from 'react-relay/hooks';
import type { useSaveInvestigationMutation as Mutation } from './__generated__/useSaveInvestigationMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `saveInvestigation`: the investigation as saved, or why it was refused. */
export function useSaveInvestigationMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['saveInvestigation']>(
    graphql`
      mutation useSaveInvestigationMutation($input: SaveInvestigationInput!) {
        saveInvestigation(input: $input) {
          investigation {
            id
            investigationId
            ...InvestigationScreen_investigation
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.saveInvestigation },
  );
}
