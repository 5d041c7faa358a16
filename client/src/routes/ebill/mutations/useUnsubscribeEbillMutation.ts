import { graphql, useMutation } from 'react-relay/hooks';
import type { useUnsubscribeEbillMutation as Mutation } from './__generated__/useUnsubscribeEbillMutation.graphql';

/** 001 §2 unsubscribe: confirming the property sends the unsubscribe at once (UnSubscribe, type 200). */
export function useUnsubscribeEbillMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUnsubscribeEbillMutation($input: UnsubscribeEbillInput!) {
      unsubscribeEbill(input: $input) {
        unsubscribed
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
