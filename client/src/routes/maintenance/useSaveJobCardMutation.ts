import { graphql } from 'react-relay/hooks';
import type { useSaveJobCardMutation as Mutation } from './__generated__/useSaveJobCardMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.saveJobCard;

/** `saveJobCard`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useSaveJobCardMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['saveJobCard']>(
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
    pick,
  );
}
