import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
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
  const { run, inFlight } = useFormMutation<Mutation, Mutation['response']['editApplicationMessage']>(
    graphql`
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
  `,
    // The dialog tells every outcome: refusals come back as the result, a failed request rejects.
    { payload: (response) => response.editApplicationMessage, reportRefusals: false },
  );
  const save = useCallback(
    async (edit: MessageEdit): Promise<AddMessageResult> => {
      const { placeholders, uploadables } = filesAt('input.addAttachments', edit.addAttachments);
      const outcome = await run({ input: { ...edit, addAttachments: placeholders } }, { uploadables });
      if (outcome.status === 'failed') throw outcome.error;
      return outcome.payload.userErrors;
    },
    [run],
  );
  return [save, inFlight] as const;
}
