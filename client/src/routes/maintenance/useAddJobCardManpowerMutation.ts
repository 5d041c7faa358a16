import { graphql } from 'react-relay/hooks';
import type { useAddJobCardManpowerMutation as Mutation } from './__generated__/useAddJobCardManpowerMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.addJobCardManpower;

/** `addJobCardManpower`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useAddJobCardManpowerMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['addJobCardManpower']>(
    graphql`
      mutation useAddJobCardManpowerMutation($input: AddJobCardManpowerInput!) {
        addJobCardManpower(input: $input) {
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
