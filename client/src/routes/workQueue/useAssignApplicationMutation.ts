import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useAssignApplicationMutation as Mutation } from './__generated__/useAssignApplicationMutation.graphql';

/** Takes, hands over or unassigns an application; the changed application updates its row in place. */
export function useAssignApplicationMutation() {
  return usePayloadMutation<Mutation, readonly UserErrorData[]>(
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
    (response) => response.assignApplication.userErrors,
  );
}
