import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useDeleteAssetMutation as Mutation } from './__generated__/useDeleteAssetMutation.graphql';

/** Deletes an asset with its assessments, and drops it from the store. */
export function useDeleteAssetMutation(reporting: MutationReporting = {}) {
  const { run, inFlight } = useFormMutation<Mutation, Mutation['response']['deleteAsset']>(
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
    { ...reporting, payload: (response) => response.deleteAsset },
  );
  const remove = useCallback((assetId: string) => run({ input: { assetId } }), [run]);
  return { run: remove, inFlight };
}
