import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { useDeleteAssetMutation as Mutation } from './__generated__/useDeleteAssetMutation.graphql';

/** Deletes an asset with its assessments, and drops it from the store. */
export function useDeleteAssetMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
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
  `);
  const remove = useCallback(
    (assetId: string) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input: { assetId } }, onCompleted: (response) => resolve(response.deleteAsset.userErrors), onError: reject });
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
