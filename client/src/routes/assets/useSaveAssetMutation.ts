import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SaveAssetInput, useSaveAssetMutation as Mutation, useSaveAssetMutation$data } from './__generated__/useSaveAssetMutation.graphql';

export type SavedAsset = NonNullable<useSaveAssetMutation$data['saveAsset']['asset']>;

/** Creates or updates an asset; the answer refreshes its summary. */
export function useSaveAssetMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSaveAssetMutation($input: SaveAssetInput!) {
      saveAsset(input: $input) {
        asset {
          id
          assetId
          assetNumber
          description
          ...AssetSummary_asset
          ...AssetForm_asset
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
    (input: SaveAssetInput) =>
      new Promise<useSaveAssetMutation$data['saveAsset']>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.saveAsset), onError: reject });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
