import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useResetPasswordMutation as Mutation } from './__generated__/useResetPasswordMutation.graphql';

/** 000 §2 reset page (ResetUserPassword). */
export function useResetPasswordMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['resetPassword']>(
    graphql`
      mutation useResetPasswordMutation($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          passwordReset
          userErrors {
            code
            field
            message
            retryAfterSeconds
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.resetPassword },
  );
}
