import { graphql, useMutation } from 'react-relay/hooks';
import type { useActivateAccountMutation as Mutation } from './__generated__/useActivateAccountMutation.graphql';

/** 000 §2 activation (ActivateAccount) with the registration code or the link code. */
export function useActivateAccountMutation() {
  return useMutation<Mutation>(graphql`
    mutation useActivateAccountMutation($input: ActivateAccountInput!) {
      activateAccount(input: $input) {
        activated
        result
        userErrors {
          code
          field
          message
          retryAfterSeconds
        }
      }
    }
  `);
}
