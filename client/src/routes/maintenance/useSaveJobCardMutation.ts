import { graphql } from 'react-relay/hooks';
import type { useSaveJobCardMutation as Mutation } from './__generated__/useSaveJobCardMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `saveJobCard`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useSaveJobCardMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['saveJobCard']>(
    graphql`
      mutation useSaveJobCardMutation($input: SaveJobCardInput!) {
        saveJobCard(input: $input) {
          jobCard {
            id
            jobCardId
            ...JobCardScreen_jobCard
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.saveJobCard },
  );
}
