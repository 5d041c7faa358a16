import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSendSupportMessageMutation as Mutation } from './__generated__/useSendSupportMessageMutation.graphql';

/** 001 §4 contact form: sends the visitor's message with a verified code of the OTP session. */
export function useSendSupportMessageMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['sendSupportMessage']>(
    graphql`
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
  `,
    { ...reporting, payload: (response) => response.sendSupportMessage },
  );
}
