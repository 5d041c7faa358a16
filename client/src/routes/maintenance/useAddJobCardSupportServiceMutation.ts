import { graphql } from 'react-relay/hooks';
import type { useAddJobCardSupportServiceMutation as Mutation } from './__generated__/useAddJobCardSupportServiceMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.addJobCardSupportService;

/** `addJobCardSupportService`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useAddJobCardSupportServiceMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['addJobCardSupportService']>(
    graphql`
      mutation useAddJobCardSupportServiceMutation($input: AddJobCardSupportServiceInput!) {
        addJobCardSupportService(input: $input) {
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
