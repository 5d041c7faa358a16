import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useStartOtpSessionMutation as Mutation } from './__generated__/useStartOtpSessionMutation.graphql';

/** `startOtpSession` (001 §7 /Session/Create): codes to an e-mail, a mobile number or both; Resend with `token`. */
export function useStartOtpSession(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['startOtpSession']>(
    graphql`
    mutation useStartOtpSessionMutation($input: StartOtpSessionInput!) {
      startOtpSession(input: $input) {
        session {
          token
          expiresAt
          lifetimeSeconds
          resendAvailableInSeconds
          smsSent
          emailSent
        }
        userErrors {
          code
          field
          message
          retryAfterSeconds
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.startOtpSession },
  );
}
