import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { ChangeApplicationStatusInput, useChangeApplicationStatusMutation as Mutation } from './__generated__/useChangeApplicationStatusMutation.graphql';

/** Changes an application's status; the answer carries its new status and history. */
export function useChangeApplicationStatusMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
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
  `);
  const change = useCallback(
    (input: ChangeApplicationStatusInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.changeApplicationStatus.userErrors), onError: reject });
      }),
    [commit],
  );
  return [change, inFlight] as const;
}
