import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteApplicationMessageMutation as Mutation } from './__generated__/useDeleteApplicationMessageMutation.graphql';

/** Deletes an unread own message; its edge leaves the list at once (optimistic) and comes back if refused. */
export function useDeleteApplicationMessageMutation(connectionId: string) {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteApplicationMessageMutation($input: DeleteApplicationMessageInput!, $connections: [ID!]!) {
      deleteApplicationMessage(input: $input) {
        deletedMessageId @deleteEdge(connections: $connections)
        userErrors {
          code
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (messageId: string, onDone: (failed: boolean) => void) => {
      commit({
        variables: { input: { messageId }, connections: [connectionId] },
        optimisticResponse: { deleteApplicationMessage: { deletedMessageId: messageId, userErrors: [] } },
        updater: (store, response) => {
          if (!response?.deleteApplicationMessage.deletedMessageId) return;
          const connection = store.get(connectionId);
          connection?.setValue(Math.max(0, Number(connection.getValue('totalCount') ?? 0) - 1), 'totalCount');
        },
        optimisticUpdater: (store) => {
          const connection = store.get(connectionId);
          connection?.setValue(Math.max(0, Number(connection.getValue('totalCount') ?? 0) - 1), 'totalCount');
        },
        onCompleted: (response) => onDone(response.deleteApplicationMessage.userErrors.length > 0),
        onError: () => onDone(true),
      });
    },
    [commit, connectionId],
  );
  return [remove, inFlight] as const;
}
