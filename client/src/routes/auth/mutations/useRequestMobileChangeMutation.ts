import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestMobileChangeMutation as Mutation } from './__generated__/useRequestMobileChangeMutation.graphql';

/** 001 §2 change-mobile request (ChangeMobilePhoneNoRequest); calling it again resends. */
export function useRequestMobileChangeMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRequestMobileChangeMutation($input: RequestMobileChangeInput!) {
      requestMobileChange(input: $input) {
        codeSent
        sentTo
        resendAvailableInSeconds
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
