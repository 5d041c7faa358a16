import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { AssignApplicationInput, useAssignApplicationMutation as Mutation } from './__generated__/useAssignApplicationMutation.graphql';

/** Takes, hands over or unassigns an application; the changed application updates its row in place. */
export function useAssignApplicationMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
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
  `);
  const assign = useCallback(
    (input: AssignApplicationInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.assignApplication.userErrors), onError: reject });
      }),
    [commit],
  );
  return [assign, inFlight] as const;
}
