import { graphql, useMutation } from 'react-relay/hooks';
import type { useResendActivationCodeMutation as Mutation } from './__generated__/useResendActivationCodeMutation.graphql';

/** 000 §2 Resend on the registration completion and the activation page (ResendActivationOtpCode). */
export function useResendActivationCodeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useResendActivationCodeMutation($input: ResendActivationCodeInput!) {
      resendActivationCode(input: $input) {
        sent
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
