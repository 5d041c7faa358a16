import { graphql } from 'react-relay/hooks';
import type { useSaveInvestigationMutation as Mutation } from './__generated__/useSaveInvestigationMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.saveInvestigation;

/** `saveInvestigation`: the investigation as saved, or why it was refused. */
export function useSaveInvestigationMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['saveInvestigation']>(
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
    pick,
  );
}
