import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useLookupEbillPropertyMutation as Mutation } from './__generated__/useLookupEbillPropertyMutation.graphql';

/** 001 §2 invoice step: the property of an invoice number and its address (GetPropertyAddress). */
export function useLookupEbillPropertyMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['lookupEbillProperty']>(
    graphql`
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
  `,
    { ...reporting, payload: (response) => response.lookupEbillProperty },
  );
}
