import { graphql } from 'react-relay/hooks';
import type { useAddJobCardStoreItemMutation as Mutation } from './__generated__/useAddJobCardStoreItemMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `addJobCardStoreItem`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useAddJobCardStoreItemMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['addJobCardStoreItem']>(
    graphql`
      mutation useAddJobCardStoreItemMutation($input: AddJobCardStoreItemInput!) {
        addJobCardStoreItem(input: $input) {
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
    { ...reporting, payload: (response) => response.addJobCardStoreItem },
  );
}
