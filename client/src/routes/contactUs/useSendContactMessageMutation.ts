import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useSendContactMessageMutation as Mutation } from './__generated__/useSendContactMessageMutation.graphql';

/** Contact us (000 §2): sends the customer's message and answers its reference number. */
export function useSendContactMessageMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['sendContactMessage']>(
    graphql`
      mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
        sendContactMessage(input: $input) {
          reference
          userErrors {
            code
            field
            message
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.sendContactMessage },
  );
}
