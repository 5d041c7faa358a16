import { graphql } from 'react-relay/hooks';
import type { useAddJobCardManpowerMutation as Mutation } from './__generated__/useAddJobCardManpowerMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `addJobCardManpower`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useAddJobCardManpowerMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['addJobCardManpower']>(
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
    { ...reporting, payload: (response) => response.addJobCardManpower },
  );
}
