import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SavePvParkInput, useSavePvParkMutation as Mutation, useSavePvParkMutation$data } from './__generated__/useSavePvParkMutation.graphql';

/** Creates or updates a photovoltaic park. */
export function useSavePvParkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSavePvParkMutation($input: SavePvParkInput!) {
      savePvPark(input: $input) {
        pvPark {
          id
          parkId
          name
          ...PvParkForm_pvPark
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const save = useCallback(
    (input: SavePvParkInput) =>
      new Promise<useSavePvParkMutation$data['savePvPark']>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.savePvPark), onError: reject });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
