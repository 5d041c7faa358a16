import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useChangeApplicationStatusMutation as Mutation } from './__generated__/useChangeApplicationStatusMutation.graphql';

/** Changes an application's status; the answer carries its new status and history. */
export function useChangeApplicationStatusMutation() {
  return usePayloadMutation<Mutation, readonly UserErrorData[]>(
    graphql`
    mutation useChangeApplicationStatusMutation($input: ChangeApplicationStatusInput!) {
      changeApplicationStatus(input: $input) {
        application {
          id
          status
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
    (response) => response.changeApplicationStatus.userErrors,
  );
}
