import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import { filesAt } from '../../features/messages/uploadables';
import type {
  SubmitNewCustomerApplicationInput,
  useSubmitNewCustomerApplicationMutation as Mutation,
  useSubmitNewCustomerApplicationMutation$data,
} from './__generated__/useSubmitNewCustomerApplicationMutation.graphql';

export type SubmitResult = useSubmitNewCustomerApplicationMutation$data['submitNewCustomerApplication'];

/** `submitNewCustomerApplication` (002 §4 Submission) as a GraphQL multipart request with the files. */
export function useSubmitNewCustomerApplication() {
  const { run, inFlight } = useFormMutation<Mutation, SubmitResult>(
    graphql`
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
  `,
    // The wizard tells every outcome: refusals come back in the result, a failed request rejects.
    { payload: (response) => response.submitNewCustomerApplication, reportRefusals: false },
  );
  const submit = useCallback(
    async (input: Omit<SubmitNewCustomerApplicationInput, 'files'>, files: readonly File[]): Promise<SubmitResult> => {
      const { placeholders, uploadables } = filesAt('input.files', files);
      const outcome = await run({ input: { ...input, files: placeholders } }, { uploadables });
      if (outcome.status === 'failed') throw outcome.error;
      return outcome.payload;
    },
    [run],
  );
  return [submit, inFlight] as const;
}
