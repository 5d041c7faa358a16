import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddApplicationMessageMutation as Mutation } from './__generated__/useAddApplicationMessageMutation.graphql';
import { filesAt } from './uploadables';

export type AddMessageResult = ReadonlyArray<{ readonly field: string | null | undefined; readonly code: string; readonly message: string }>;

/** Sends a message with its files; the new edge goes on top of the panel's list (newest first). */
export function useAddApplicationMessageMutation(connectionId: string) {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
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
  `);
  const send = useCallback(
    (applicationId: string, text: string, files: File[]) =>
      new Promise<AddMessageResult>((resolve, reject) => {
        const { placeholders, uploadables } = filesAt('input.attachments', files);
        commit({
          variables: { input: { applicationId, text, attachments: placeholders }, connections: [connectionId] },
          uploadables,
          // The list's count follows the prepended edge.
          updater: (store, response) => {
            if (!response?.addApplicationMessage.messageEdge) return;
            const connection = store.get(connectionId);
            connection?.setValue(Number(connection.getValue('totalCount') ?? 0) + 1, 'totalCount');
          },
          onCompleted: (response) => resolve(response.addApplicationMessage.userErrors),
          onError: reject,
        });
      }),
    [commit, connectionId],
  );
  return [send, inFlight] as const;
}
