import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useDeleteApplicationMessageMutation as Mutation } from './__generated__/useDeleteApplicationMessageMutation.graphql';

/** The list's count follows its edges (Relay's connection directives leave `totalCount` alone). */
const countDown = (connectionId: string) => (store: RecordSourceSelectorProxy) => {
  const connection = store.get(connectionId);
  connection?.setValue(Math.max(0, Number(connection.getValue('totalCount') ?? 0) - 1), 'totalCount');
};

/** Deletes an unread own message; its edge leaves the list at once (optimistic) and comes back if refused. */
export function useDeleteApplicationMessageMutation(connectionId: string) {
  const { run, inFlight } = useFormMutation<Mutation, Mutation['response']['deleteApplicationMessage']>(
    graphql`
      mutation useDeleteApplicationMessageMutation($input: DeleteApplicationMessageInput!, $connections: [ID!]!) {
        deleteApplicationMessage(input: $input) {
          deletedMessageId @deleteEdge(connections: $connections)
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    // The dialog says whether it worked in its own words (`onDone`).
    { payload: (response) => response.deleteApplicationMessage, reportRefusals: false },
  );
  const remove = useCallback(
    (messageId: string, onDone: (failed: boolean) => void) => {
      void run(
        { input: { messageId }, connections: [connectionId] },
        {
          optimisticResponse: { deleteApplicationMessage: { deletedMessageId: messageId, userErrors: [] } },
          optimisticUpdater: countDown(connectionId),
          updater: (store, response) => {
            if (response?.deleteApplicationMessage.deletedMessageId) countDown(connectionId)(store);
          },
        },
      ).then((outcome) => onDone(outcome.status !== 'done'));
    },
    [run, connectionId],
  );
  return [remove, inFlight] as const;
}
