import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useImportHalfHourConsumptionMutation as Mutation } from './__generated__/useImportHalfHourConsumptionMutation.graphql';

/** `000 §2` /halfHourEstimatedConsumption: imports a filled template; the account's records refresh with it. */
export function useImportHalfHourConsumptionMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['importHalfHourConsumption']>(
    graphql`
    mutation useImportHalfHourConsumptionMutation($input: ImportHalfHourConsumptionInput!) {
      importHalfHourConsumption(input: $input) {
        report {
          importedCount
          rejectedRowCount
          problems {
            row
            column
            code
            message
          }
        }
        account {
          ...HalfHourRecords_account
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.importHalfHourConsumption },
  );
}
