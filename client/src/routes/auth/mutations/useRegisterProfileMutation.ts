import { graphql, useMutation } from 'react-relay/hooks';
import type { useRegisterProfileMutation as Mutation } from './__generated__/useRegisterProfileMutation.graphql';

/** 000 §2 registration view (RegisterProfile): creates the inactive user and sends the activation code. */
export function useRegisterProfileMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRegisterProfileMutation($input: RegisterProfileInput!) {
      registerProfile(input: $input) {
        registrationType
        sentTo
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
