import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useUnsubscribeEbillMutation as Mutation } from './__generated__/useUnsubscribeEbillMutation.graphql';

/** 001 §2 unsubscribe: confirming the property sends the unsubscribe at once (UnSubscribe, type 200). */
export function useUnsubscribeEbillMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['unsubscribeEbill']>(
    graphql`
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
  `,
    { ...reporting, payload: (response) => response.unsubscribeEbill },
  );
}
