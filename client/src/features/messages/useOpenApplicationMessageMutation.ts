import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useOpenApplicationMessageMutation as Mutation } from './__generated__/useOpenApplicationMessageMutation.graphql';

/** Opens a message: a staff message becomes read for its customer (002 §4), at once in the store. */
export function useOpenApplicationMessageMutation() {
  const { run } = useFormMutation<Mutation, Mutation['response']['openApplicationMessage']>(
    graphql`
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
            field
            code
            message
          }
        }
      }
    `,
    // Opening is no form: a refusal only leaves the message unread, as the store then shows.
    { payload: (response) => response.openApplicationMessage, reportRefusals: false },
  );
  return useCallback(
    (messageId: string) => {
      void run({ input: { messageId } }, { optimisticUpdater: (store) => store.get(messageId)?.setValue(false, 'unread') });
    },
    [run],
  );
}
