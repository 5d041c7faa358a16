import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../../relay/useFormMutation';
import type { useChangePasswordMutation as Mutation } from './__generated__/useChangePasswordMutation.graphql';

/** 001 §2 change-password screen (ChangePassword). */
export function useChangePasswordMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['changePassword']>(
    graphql`
      mutation useChangePasswordMutation($input: ChangePasswordInput!) {
        changePassword(input: $input) {
          passwordChanged
          userErrors {
            code
            field
            message
            retryAfterSeconds
          }
        }
      }
    `,
    { ...reporting, payload: (response) => response.changePassword },
  );
}
