import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useMarkEmailReadMutation as Mutation } from './__generated__/useMarkEmailReadMutation.graphql';

/** Marks an e-mail read; the store updates the e-mail record, so the list shows it read too. */
export function useMarkEmailReadMutation(): (emailId: string) => void {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useMarkEmailReadMutation($input: MarkEmailReadInput!) {
      markEmailRead(input: $input) {
        email {
          id
          isRead
        }
        userErrors {
          code
        }
      }
    }
  `);
  return useCallback(
    (emailId: string) => {
      commit({
        variables: { input: { emailId } },
        optimisticResponse: { markEmailRead: { email: { id: emailId, isRead: true }, userErrors: [] } },
      });
    },
    [commit],
  );
}
