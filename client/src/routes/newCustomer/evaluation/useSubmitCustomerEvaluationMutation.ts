import { graphql, useMutation } from 'react-relay/hooks';
import type { useSubmitCustomerEvaluationMutation as Mutation } from './__generated__/useSubmitCustomerEvaluationMutation.graphql';

/** Submits the four steps of the customer evaluation with the verified codes of step 1. */
export function useSubmitCustomerEvaluationMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSubmitCustomerEvaluationMutation($input: SubmitCustomerEvaluationInput!) {
      submitCustomerEvaluation(input: $input) {
        accessKey
        evaluation {
          reference
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
}
