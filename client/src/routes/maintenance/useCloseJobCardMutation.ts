import { graphql } from 'react-relay/hooks';
import type { useCloseJobCardMutation as Mutation } from './__generated__/useCloseJobCardMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.closeJobCard;

/** `closeJobCard`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useCloseJobCardMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['closeJobCard']>(
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
    pick,
  );
}
