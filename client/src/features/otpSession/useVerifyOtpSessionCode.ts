import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useVerifyOtpSessionCodeMutation as Mutation } from './__generated__/useVerifyOtpSessionCodeMutation.graphql';

/** `verifyOtpSessionCode` (001 §7 /Session/ValidateOtp): one code of a session, EMAIL or SMS. */
export function useVerifyOtpSessionCode(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['verifyOtpSessionCode']>(
    graphql`
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
  `,
    { ...reporting, payload: (response) => response.verifyOtpSessionCode },
  );
}
