import { graphql } from 'react-relay/hooks';
import type { useRaiseJobCardMutation as Mutation } from './__generated__/useRaiseJobCardMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `raiseJobCard`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useRaiseJobCardMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['raiseJobCard']>(
    graphql`
      mutation useRaiseJobCardMutation($input: RaiseJobCardInput!) {
        raiseJobCard(input: $input) {
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
    { ...reporting, payload: (response) => response.raiseJobCard },
  );
}
