import { graphql, useMutation } from 'react-relay/hooks';
import type { useRegisterEbillMutation as Mutation } from './__generated__/useRegisterEbillMutation.graphql';

/** 001 §2 subscription preference submitted (UpdateDetails, statement delivery type 199). */
export function useRegisterEbillMutation() {
  return useMutation<Mutation>(graphql`
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
  `);
}
