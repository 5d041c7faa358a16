import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSavePvParkMutation as Mutation } from './__generated__/useSavePvParkMutation.graphql';

/** Creates or updates a photovoltaic park. */
export function useSavePvParkMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['savePvPark']>(
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
    { ...reporting, payload: (response) => response.savePvPark },
  );
}
