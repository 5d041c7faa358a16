import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSaveAssetMutation as Mutation, useSaveAssetMutation$data } from './__generated__/useSaveAssetMutation.graphql';

export type SavedAsset = NonNullable<useSaveAssetMutation$data['saveAsset']['asset']>;

/** Creates or updates an asset; the answer refreshes its summary. */
export function useSaveAssetMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['saveAsset']>(
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
    { ...reporting, payload: (response) => response.saveAsset },
  );
}
