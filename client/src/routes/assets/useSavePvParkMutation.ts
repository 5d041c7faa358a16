import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { useSavePvParkMutation as Mutation, useSavePvParkMutation$data } from './__generated__/useSavePvParkMutation.graphql';

/** Creates or updates a photovoltaic park. */
export function useSavePvParkMutation() {
  return usePayloadMutation<Mutation, useSavePvParkMutation$data['savePvPark']>(
    graphql`
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
  `,
    (response) => response.savePvPark,
  );
}
