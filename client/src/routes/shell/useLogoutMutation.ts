import { graphql, useMutation } from 'react-relay/hooks';
import type { useLogoutMutation as Mutation } from './__generated__/useLogoutMutation.graphql';

/** 000 §7 Logout: ends the gateway session and the upstream one. */
export function useLogoutMutation() {
  return useMutation<Mutation>(graphql`
    mutation useLogoutMutation {
      logout {
        viewer {
          isAuthenticated
        }
      }
    }
  `);
}
