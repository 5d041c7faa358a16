import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useDeletePvParkMutation as Mutation } from './__generated__/useDeletePvParkMutation.graphql';

/** Deletes a photovoltaic park and drops it from the store. */
export function useDeletePvParkMutation() {
  const [run, inFlight] = usePayloadMutation<Mutation, readonly UserErrorData[]>(
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
    (response) => response.deletePvPark.userErrors,
  );
  const remove = useCallback((parkId: string) => run({ parkId }), [run]);
  return [remove, inFlight] as const;
}
