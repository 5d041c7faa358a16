import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useDeletePvParkMutation as Mutation } from './__generated__/useDeletePvParkMutation.graphql';

/** Deletes a photovoltaic park and drops it from the store. */
export function useDeletePvParkMutation(reporting: MutationReporting = {}) {
  const { run, inFlight } = useFormMutation<Mutation, Mutation['response']['deletePvPark']>(
    graphql`
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
    `,
    { ...reporting, payload: (response) => response.deletePvPark },
  );
  const remove = useCallback((parkId: string) => run({ input: { parkId } }), [run]);
  return { run: remove, inFlight };
}
