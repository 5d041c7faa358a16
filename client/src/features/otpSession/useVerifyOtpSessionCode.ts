import { graphql, useMutation } from 'react-relay/hooks';
import type { useVerifyOtpSessionCodeMutation as Mutation } from './__generated__/useVerifyOtpSessionCodeMutation.graphql';

/** `verifyOtpSessionCode` (001 §7 /Session/ValidateOtp): one code of a session, EMAIL or SMS. */
export function useVerifyOtpSessionCode() {
  return useMutation<Mutation>(graphql`
    mutation useVerifyOtpSessionCodeMutation($input: VerifyOtpSessionCodeInput!) {
      verifyOtpSessionCode(input: $input) {
        verified
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
