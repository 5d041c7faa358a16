import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestEmailChangeMutation as Mutation } from './__generated__/useRequestEmailChangeMutation.graphql';

/** 001 §2 change-email request (ChangeEmail); calling it again resends. */
export function useRequestEmailChangeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRequestEmailChangeMutation($input: RequestEmailChangeInput!) {
      requestEmailChange(input: $input) {
        codeSent
        sentTo
        resendAvailableInSeconds
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
