import { graphql } from 'react-relay/hooks';
import type { useCloseJobCardMutation as Mutation } from './__generated__/useCloseJobCardMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `closeJobCard`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useCloseJobCardMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['closeJobCard']>(
    graphql`
      mutation useCloseJobCardMutation($input: CloseJobCardInput!) {
        closeJobCard(input: $input) {
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
    { ...reporting, payload: (response) => response.closeJobCard },
  );
}
