import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestPasswordResetMutation as Mutation } from './__generated__/useRequestPasswordResetMutation.graphql';

/** 000 §2 password-reset view (SendResetUserPassword); also the reset page's Resend. */
export function useRequestPasswordResetMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        sent
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
