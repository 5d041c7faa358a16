import { graphql, useMutation } from 'react-relay/hooks';
import type { useChangePasswordMutation as Mutation } from './__generated__/useChangePasswordMutation.graphql';

/** 001 §2 change-password screen (ChangePassword). */
export function useChangePasswordMutation() {
  return useMutation<Mutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        passwordChanged
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
