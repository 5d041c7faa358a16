import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useDeleteAssetMutation as Mutation } from './__generated__/useDeleteAssetMutation.graphql';

/** Deletes an asset with its assessments, and drops it from the store. */
export function useDeleteAssetMutation() {
  const [run, inFlight] = usePayloadMutation<Mutation, readonly UserErrorData[]>(
    graphql`
    mutation useDeleteAssetMutation($input: DeleteAssetInput!) {
      deleteAsset(input: $input) {
        deletedAssetId @deleteRecord
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    (response) => response.deleteAsset.userErrors,
  );
  const remove = useCallback((assetId: string) => run({ assetId }), [run]);
  return [remove, inFlight] as const;
}
