import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useStartPaymentMutation as Mutation } from './__generated__/useStartPaymentMutation.graphql';

/** Step 3 of the payment-provider dialog (000 §2): starts the card payment, idempotent by its key. */
export function useStartPaymentMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['startPayment']>(
    graphql`
    mutation useStartPaymentMutation($input: StartPaymentInput!) {
      startPayment(input: $input) {
        paymentId
        redirectUrl
        userErrors {
          code
          field
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.startPayment },
  );
}
