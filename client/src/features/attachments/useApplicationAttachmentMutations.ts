import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useApplicationAttachmentMutationsDeleteMutation as DeleteMutation } from './__generated__/useApplicationAttachmentMutationsDeleteMutation.graphql';
import type { useApplicationAttachmentMutationsReplaceMutation as ReplaceMutation } from './__generated__/useApplicationAttachmentMutationsReplaceMutation.graphql';

type Errors = ReadonlyArray<{ readonly code: string; readonly message: string }>;

/** Replaces an entry's file (multipart); the entry record updates in place. */
export function useReplaceApplicationAttachmentMutation() {
  const { run, inFlight } = useFormMutation<ReplaceMutation, ReplaceMutation['response']['replaceApplicationAttachment']>(
    graphql`
    mutation useApplicationAttachmentMutationsReplaceMutation($input: ReplaceApplicationAttachmentInput!) {
      replaceApplicationAttachment(input: $input) {
        attachment {
          id
          fileName
          downloadUrl
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    // The entry tells every outcome: refusals come back as the result, a failed request rejects.
    { payload: (response) => response.replaceApplicationAttachment, reportRefusals: false },
  );
  const replace = useCallback(
    async (attachmentId: string, file: File): Promise<Errors> => {
      const outcome = await run({ input: { attachmentId, file: null } }, { uploadables: { 'input.file': file } });
      if (outcome.status === 'failed') throw outcome.error;
      return outcome.payload.userErrors;
    },
    [run],
  );
  return [replace, inFlight] as const;
}

/** Removes an entry's file; the entry stays without one, at once (optimistic). */
export function useDeleteApplicationAttachmentMutation() {
  const { run, inFlight } = useFormMutation<DeleteMutation, DeleteMutation['response']['deleteApplicationAttachment']>(
    graphql`
    mutation useApplicationAttachmentMutationsDeleteMutation($input: DeleteApplicationAttachmentInput!) {
      deleteApplicationAttachment(input: $input) {
        attachment {
          id
          fileName
          downloadUrl
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { payload: (response) => response.deleteApplicationAttachment, reportRefusals: false },
  );
  const remove = useCallback(
    async (attachmentId: string): Promise<Errors> => {
      const outcome = await run(
        { input: { attachmentId } },
        { optimisticResponse: { deleteApplicationAttachment: { attachment: { id: attachmentId, fileName: null, downloadUrl: null }, userErrors: [] } } },
      );
      if (outcome.status === 'failed') throw outcome.error;
      return outcome.payload.userErrors;
    },
    [run],
  );
  return [remove, inFlight] as const;
}
