import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { filesAt } from '../../features/messages/uploadables';
import type {
  SubmitNewCustomerApplicationInput,
  useSubmitNewCustomerApplicationMutation as Mutation,
  useSubmitNewCustomerApplicationMutation$data,
} from './__generated__/useSubmitNewCustomerApplicationMutation.graphql';

export type SubmitResult = useSubmitNewCustomerApplicationMutation$data['submitNewCustomerApplication'];

/** `submitNewCustomerApplication` (002 §4 Submission) as a GraphQL multipart request with the files. */
export function useSubmitNewCustomerApplication() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSubmitNewCustomerApplicationMutation($input: SubmitNewCustomerApplicationInput!) {
      submitNewCustomerApplication(input: $input) {
        applicationId
        successMessage
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const submit = useCallback(
    (input: Omit<SubmitNewCustomerApplicationInput, 'files'>, files: readonly File[]) =>
      new Promise<SubmitResult>((resolve, reject) => {
        const { placeholders, uploadables } = filesAt('input.files', files);
        commit({
          variables: { input: { ...input, files: placeholders } },
          uploadables,
          onCompleted: (response) => resolve(response.submitNewCustomerApplication),
          onError: reject,
        });
      }),
    [commit],
  );
  return [submit, inFlight] as const;
}
