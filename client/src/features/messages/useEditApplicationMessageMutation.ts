import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useEditApplicationMessageMutation as Mutation } from './__generated__/useEditApplicationMessageMutation.graphql';
import type { AddMessageResult } from './useAddApplicationMessageMutation';
import { filesAt } from './uploadables';

export interface MessageEdit {
  messageId: string;
  text: string;
  addAttachments: File[];
  deleteAttachmentIds: number[];
}

/** Changes an unread own message; the store updates the message record in place. */
export function useEditApplicationMessageMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useEditApplicationMessageMutation($input: EditApplicationMessageInput!) {
      editApplicationMessage(input: $input) {
        message {
          id
          ...MessageListItem_message
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
    (edit: MessageEdit) =>
      new Promise<AddMessageResult>((resolve, reject) => {
        const { placeholders, uploadables } = filesAt('input.addAttachments', edit.addAttachments);
        commit({
          variables: { input: { ...edit, addAttachments: placeholders } },
          uploadables,
          onCompleted: (response) => resolve(response.editApplicationMessage.userErrors),
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
