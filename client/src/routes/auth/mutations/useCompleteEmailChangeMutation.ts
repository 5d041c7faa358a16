import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompleteEmailChangeMutation as Mutation } from './__generated__/useCompleteEmailChangeMutation.graphql';

/** 001 §4 change-email OTP step (ChangeEmailComplete); the viewer comes back with the new email. */
export function useCompleteEmailChangeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompleteEmailChangeMutation($input: CompleteEmailChangeInput!) {
      completeEmailChange(input: $input) {
        emailChanged
        viewer {
          user {
            id
            email
            username
          }
        }
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
