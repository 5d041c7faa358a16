import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useAssignApplicationMutation as Mutation } from './__generated__/useAssignApplicationMutation.graphql';

/** Takes, hands over or unassigns an application; the changed application updates its row in place. */
export function useAssignApplicationMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['assignApplication']>(
    graphql`
    mutation useAssignApplicationMutation($input: AssignApplicationInput!) {
      assignApplication(input: $input) {
        application {
          id
          updatedOn
          assignedEmployee
          assignedToMe
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.assignApplication },
  );
}
