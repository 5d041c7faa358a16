import { graphql, useMutation } from 'react-relay/hooks';
import type { useResetPasswordMutation as Mutation } from './__generated__/useResetPasswordMutation.graphql';

/** 000 §2 reset page (ResetUserPassword). */
export function useResetPasswordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        passwordReset
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
