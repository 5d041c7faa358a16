import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useRegisterEbillMutation as Mutation } from './__generated__/useRegisterEbillMutation.graphql';

/** 001 §2 subscription preference submitted (UpdateDetails, statement delivery type 199). */
export function useRegisterEbillMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['registerEbill']>(
    graphql`
    mutation useRegisterEbillMutation($input: RegisterEbillInput!) {
      registerEbill(input: $input) {
        registered
        userErrors {
          code
          field
          message
          retryAfterSeconds
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.registerEbill },
  );
}
