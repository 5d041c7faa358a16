import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useChangeApplicationStatusMutation as Mutation } from './__generated__/useChangeApplicationStatusMutation.graphql';

/** Changes an application's status; the answer carries its new status and history. */
export function useChangeApplicationStatusMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['changeApplicationStatus']>(
    graphql`
    mutation useChangeApplicationStatusMutation($input: ChangeApplicationStatusInput!) {
      changeApplicationStatus(input: $input) {
        application {
          id
          status
          allowedStatusChanges
          updatedOn
          ...StatusHistory_application
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.changeApplicationStatus },
  );
}
