import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompleteMobileChangeMutation as Mutation } from './__generated__/useCompleteMobileChangeMutation.graphql';

/** 001 §4 change-mobile OTP step (ChangeMobilePhoneNoComplete); the viewer comes back with the new number. */
export function useCompleteMobileChangeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompleteMobileChangeMutation($input: CompleteMobileChangeInput!) {
      completeMobileChange(input: $input) {
        mobileChanged
        viewer {
          user {
            id
            mobileNo
            username
          }
        }
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
