import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useDeletePvParkMutation as Mutation } from './__generated__/useDeletePvParkMutation.graphql';

/** Deletes a photovoltaic park and drops it from the store. */
export function useDeletePvParkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeletePvParkMutation($input: DeletePvParkInput!) {
      deletePvPark(input: $input) {
        deletedParkId @deleteRecord
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (parkId: string) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input: { parkId } }, onCompleted: (response) => resolve(response.deletePvPark.userErrors), onError: reject });
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
