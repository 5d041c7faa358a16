import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useApplicationAttachmentMutationsDeleteMutation as DeleteMutation } from './__generated__/useApplicationAttachmentMutationsDeleteMutation.graphql';
import type { useApplicationAttachmentMutationsReplaceMutation as ReplaceMutation } from './__generated__/useApplicationAttachmentMutationsReplaceMutation.graphql';

type Errors = ReadonlyArray<{ readonly code: string; readonly message: string }>;

/** Replaces an entry's file (multipart); the entry record updates in place. */
export function useReplaceApplicationAttachmentMutation() {
  const [commit, inFlight] = useMutation<ReplaceMutation>(graphql`
    mutation useApplicationAttachmentMutationsReplaceMutation($input: ReplaceApplicationAttachmentInput!) {
      replaceApplicationAttachment(input: $input) {
        attachment {
          id
          fileName
          downloadUrl
        }
        userErrors {
          code
          message
        }
      }
    }
  `);
  const replace = useCallback(
    (attachmentId: string, file: File) =>
      new Promise<Errors>((resolve, reject) =>
        commit({
          variables: { input: { attachmentId, file: null } },
          uploadables: { 'input.file': file },
          onCompleted: (response) => resolve(response.replaceApplicationAttachment.userErrors),
          onError: reject,
        }),
      ),
    [commit],
  );
  return [replace, inFlight] as const;
}

/** Removes an entry's file; the entry stays without one, at once (optimistic). */
export function useDeleteApplicationAttachmentMutation() {
  const [commit, inFlight] = useMutation<DeleteMutation>(graphql`
    mutation useApplicationAttachmentMutationsDeleteMutation($input: DeleteApplicationAttachmentInput!) {
      deleteApplicationAttachment(input: $input) {
        attachment {
          id
          fileName
          downloadUrl
        }
        userErrors {
          code
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (attachmentId: string) =>
      new Promise<Errors>((resolve, reject) =>
        commit({
          variables: { input: { attachmentId } },
          optimisticResponse: { deleteApplicationAttachment: { attachment: { id: attachmentId, fileName: null, downloadUrl: null }, userErrors: [] } },
          onCompleted: (response) => resolve(response.deleteApplicationAttachment.userErrors),
          onError: reject,
        }),
      ),
    [commit],
  );
  return [remove, inFlight] as const;
}
