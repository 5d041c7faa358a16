import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useMarkEmailReadMutation as Mutation } from './__generated__/useMarkEmailReadMutation.graphql';

/**
 * Marks an e-mail read: at once in the store (optimistic), so the list shows it read too; a refusal or a
 * failed request puts it back unread.
 */
export function useMarkEmailReadMutation(): (emailId: string) => void {
  const { run } = useFormMutation<Mutation, Mutation['response']['markEmailRead']>(
    graphql`
      mutation useMarkEmailReadMutation($input: MarkEmailReadInput!) {
        markEmailRead(input: $input) {
          email {
            id
            isRead
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    // Reading an e-mail is no form: a refusal only leaves it unread, as the store then shows.
    { payload: (response) => response.markEmailRead, reportRefusals: false },
  );
  return useCallback(
    (emailId: string) => {
      void run({ input: { emailId } }, { optimisticResponse: { markEmailRead: { email: { id: emailId, isRead: true }, userErrors: [] } } });
    },
    [run],
  );
}
