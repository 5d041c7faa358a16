import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { useSaveAssetMutation as Mutation, useSaveAssetMutation$data } from './__generated__/useSaveAssetMutation.graphql';

export type SavedAsset = NonNullable<useSaveAssetMutation$data['saveAsset']['asset']>;

/** Creates or updates an asset; the answer refreshes its summary. */
export function useSaveAssetMutation() {
  return usePayloadMutation<Mutation, useSaveAssetMutation$data['saveAsset']>(
    graphql`
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
  `,
    (response) => response.saveAsset,
  );
}
