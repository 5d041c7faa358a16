import { graphql } from 'react-relay/hooks';
import type { useAddJobCardSupportServiceMutation as Mutation } from './__generated__/useAddJobCardSupportServiceMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `addJobCardSupportService`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useAddJobCardSupportServiceMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['addJobCardSupportService']>(
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
    { ...reporting, payload: (response) => response.addJobCardSupportService },
  );
}
