import { graphql } from 'react-relay/hooks';
import type { useRemoveJobCardAllocationMutation as Mutation } from './__generated__/useRemoveJobCardAllocationMutation.graphql';
import { usePayloadMutation } from '../../relay/usePayloadMutation';

const pick = (response: Mutation['response']) => response.removeJobCardAllocation;

/** `removeJobCardAllocation`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useRemoveJobCardAllocationMutation() {
  return usePayloadMutation<Mutation, Mutation['response']['removeJobCardAllocation']>(
    graphql`
      mutation useRemoveJobCardAllocationMutation($input: RemoveJobCardAllocationInput!) {
        removeJobCardAllocation(input: $input) {
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
