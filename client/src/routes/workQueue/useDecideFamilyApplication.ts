import { graphql } from 'react-relay/hooks';
import { useFormMutation } from '../../relay/useFormMutation';
import type { useDecideFamilyApplicationMutation as Mutation } from './__generated__/useDecideFamilyApplicationMutation.graphql';

/** An employee's decision on a family application; the review and the record status update from the answer. */
export function useDecideFamilyApplication(failed: () => string) {
  return useFormMutation<Mutation, Mutation['response']['decideFamilyApplication']>(
    graphql`
      mutation useDecideFamilyApplicationMutation($input: DecideFamilyApplicationInput!) {
        decideFamilyApplication(input: $input) {
          application {
            # eslint-disable-next-line relay/unused-fields -- QueueApplicationScreen.tsx shows the record status
            status
            ...FamilyReviewPanel_application
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `,
    { payload: (response) => response.decideFamilyApplication, fields: ['comment'], kind: 'error', failed },
  );
}
