import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useOpenApplicationMessageMutation as Mutation } from './__generated__/useOpenApplicationMessageMutation.graphql';

/** Opens a message: a staff message becomes read for its customer (002 §4), at once in the store. */
export function useOpenApplicationMessageMutation() {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useOpenApplicationMessageMutation($input: OpenApplicationMessageInput!) {
      openApplicationMessage(input: $input) {
        message {
          id
          unread
          application {
            id
            unreadMessageCount
          }
        }
        userErrors {
          code
        }
      }
    }
  `);
  return useCallback(
    (messageId: string) => {
      commit({
        variables: { input: { messageId } },
        optimisticUpdater: (store) => store.get(messageId)?.setValue(false, 'unread'),
      });
    },
    [commit],
  );
}
