import { graphql } from 'react-relay/hooks';
import type { useAddJobCardStoreItemMutation as Mutation } from './__generated__/useAddJobCardStoreItemMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.addJobCardStoreItem;

/** `addJobCardStoreItem`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useAddJobCardStoreItemMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['addJobCardStoreItem']>(
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
    pick,
  );
}
