import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmEmailChangeMutation as Mutation } from './__generated__/useConfirmEmailChangeMutation.graphql';

/** 001 §4 change-email completion link (ChangeEmailComplete with Value), no session needed. */
export function useConfirmEmailChangeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useConfirmEmailChangeMutation($input: ConfirmEmailChangeInput!) {
      confirmEmailChange(input: $input) {
        emailChanged
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
