import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendContactMessageMutation as Mutation } from './__generated__/useSendContactMessageMutation.graphql';

/** Contact us (000 §2): sends the customer's message and answers its reference number. */
export function useSendContactMessageMutation() {
  return useMutation<Mutation>(graphql`
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
  `);
}
