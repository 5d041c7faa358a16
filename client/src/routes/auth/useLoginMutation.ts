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
        # The payload's viewer is the store's root viewer (Relay's Viewer record): ask for what the mounted
        # shell reads, so it never renders a signed-in user without the navigation flags.
        viewer {
          isAuthenticated
          user {
            role
          }
          ...Header_viewer
          ...Navigation_viewer
        }
      }
    }
  `);
}
