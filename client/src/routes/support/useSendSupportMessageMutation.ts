import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendSupportMessageMutation as Mutation } from './__generated__/useSendSupportMessageMutation.graphql';

/** 001 §4 contact form: sends the visitor's message with a verified code of the OTP session. */
export function useSendSupportMessageMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSendSupportMessageMutation($input: SendSupportMessageInput!) {
      sendSupportMessage(input: $input) {
        reference
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
}
