import { graphql } from 'react-relay/hooks';
import type { useRemoveJobCardAllocationMutation as Mutation } from './__generated__/useRemoveJobCardAllocationMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `removeJobCardAllocation`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useRemoveJobCardAllocationMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['removeJobCardAllocation']>(
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
    { ...reporting, payload: (response) => response.removeJobCardAllocation },
  );
}
