import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartOtpSessionMutation as Mutation } from './__generated__/useStartOtpSessionMutation.graphql';

/** `startOtpSession` (001 §7 /Session/Create): codes to an e-mail, a mobile number or both; Resend with `token`. */
export function useStartOtpSession() {
  return useMutation<Mutation>(graphql`
    mutation useStartOtpSessionMutation($input: StartOtpSessionInput!) {
      startOtpSession(input: $input) {
        session {
          token
          expiresAt
          lifetimeSeconds
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
  `);
}
