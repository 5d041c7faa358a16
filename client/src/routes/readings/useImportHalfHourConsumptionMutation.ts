import { graphql, useMutation } from 'react-relay/hooks';
import type { useImportHalfHourConsumptionMutation as Mutation } from './__generated__/useImportHalfHourConsumptionMutation.graphql';

/** `000 §2` /halfHourEstimatedConsumption: imports a filled template; the account's records refresh with it. */
export function useImportHalfHourConsumptionMutation() {
  return useMutation<Mutation>(graphql`
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
  `);
}
