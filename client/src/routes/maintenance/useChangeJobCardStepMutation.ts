import { graphql } from 'react-relay/hooks';
import type { useChangeJobCardStepMutation as Mutation } from './__generated__/useChangeJobCardStepMutation.graphql';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';

/** `changeJobCardStep`: the job card as it now is (every panel of its screen refreshes), or why it was refused. */
export function useChangeJobCardStepMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['changeJobCardStep']>(
    graphql`
      mutation useChangeJobCardStepMutation($input: ChangeJobCardStepInput!) {
        changeJobCardStep(input: $input) {
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
    { ...reporting, payload: (response) => response.changeJobCardStep },
  );
}
