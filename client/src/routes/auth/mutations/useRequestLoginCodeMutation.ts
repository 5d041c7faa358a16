import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestLoginCodeMutation as Mutation } from './__generated__/useRequestLoginCodeMutation.graphql';

/** 000 §4 OTP login step 1 (LoginWithOtpStage1): checks the password and sends a code. */
export function useRequestLoginCodeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRequestLoginCodeMutation($input: RequestLoginCodeInput!) {
      requestLoginCode(input: $input) {
        codeSent
        channel
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
