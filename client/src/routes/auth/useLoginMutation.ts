import { graphql, useMutation } from 'react-relay/hooks';
import type { useLoginMutation as Mutation } from './__generated__/useLoginMutation.graphql';

/** 000 §7 /account/Login through the gateway: expected failures come back as `userErrors`. */
export function useLoginMutation() {
  return useMutation<Mutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        userErrors {
          code
          field
          message
          retryAfterSeconds
        }
        viewer {
          isAuthenticated
          user {
            role
          }
        }
      }
    }
  `);
}
