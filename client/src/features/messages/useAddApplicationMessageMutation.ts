import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useAddApplicationMessageMutation as Mutation } from './__generated__/useAddApplicationMessageMutation.graphql';
import { filesAt } from './uploadables';

export type AddMessageResult = ReadonlyArray<{ readonly field: string | null | undefined; readonly code: string; readonly message: string }>;

/** Sends a message with its files; the new edge goes on top of the panel's list (newest first). */
export function useAddApplicationMessageMutation(connectionId: string) {
  const { run, inFlight } = useFormMutation<Mutation, Mutation['response']['addApplicationMessage']>(
    graphql`
    mutation useAddApplicationMessageMutation($input: AddApplicationMessageInput!, $connections: [ID!]!) {
      addApplicationMessage(input: $input) {
        messageEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...MessageListItem_message
          }
        }
        application {
          id
          updatedOn
          unreadMessageCount
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    // The form tells every outcome: refusals come back as the result, a failed request rejects.
    { payload: (response) => response.addApplicationMessage, reportRefusals: false },
  );
  const send = useCallback(
    async (applicationId: string, text: string, files: File[]): Promise<AddMessageResult> => {
      const { placeholders, uploadables } = filesAt('input.attachments', files);
      const outcome = await run(
        { input: { applicationId, text, attachments: placeholders }, connections: [connectionId] },
        {
          uploadables,
          // The list's count follows the prepended edge.
          updater: (store, response) => {
            if (!response?.addApplicationMessage.messageEdge) return;
            const connection = store.get(connectionId);
            connection?.setValue(Number(connection.getValue('totalCount') ?? 0) + 1, 'totalCount');
          },
        },
      );
      if (outcome.status === 'failed') throw outcome.error;
      return outcome.payload.userErrors;
    },
    [run, connectionId],
  );
  return [send, inFlight] as const;
}
