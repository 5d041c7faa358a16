import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useSubmitCustomerEvaluationMutation as Mutation } from './__generated__/useSubmitCustomerEvaluationMutation.graphql';

/** Submits the four steps of the customer evaluation with the verified codes of step 1. */
export function useSubmitCustomerEvaluationMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['submitCustomerEvaluation']>(
    graphql`
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
  `,
    { ...reporting, payload: (response) => response.submitCustomerEvaluation },
  );
}
