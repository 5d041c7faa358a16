import { graphql, useMutation } from 'react-relay/hooks';
import type { useLookupEbillPropertyMutation as Mutation } from './__generated__/useLookupEbillPropertyMutation.graphql';

/** 001 §2 invoice step: the property of an invoice number and its address (GetPropertyAddress). */
export function useLookupEbillPropertyMutation() {
  return useMutation<Mutation>(graphql`
    mutation useLookupEbillPropertyMutation($input: LookupEbillPropertyInput!) {
      lookupEbillProperty(input: $input) {
        propertyReference
        address
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
