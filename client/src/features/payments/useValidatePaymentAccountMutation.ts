import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
import type { useValidatePaymentAccountMutation as Mutation } from './__generated__/useValidatePaymentAccountMutation.graphql';

/**
 * Step 2 of the payment-provider dialog (000 §2): checks the account number and reads what proves it is the
 * right one (the masked holder name, what is due), the open bills by date and amount and the open fees or other
 * sales; nothing more, since anyone may type a number.
 */
export function useValidatePaymentAccountMutation(reporting: MutationReporting = {}) {
  return useFormMutation<Mutation, Mutation['response']['validatePaymentAccount']>(
    graphql`
    mutation useValidatePaymentAccountMutation($input: ValidatePaymentAccountInput!) {
      validatePaymentAccount(input: $input) {
        account {
          accountNumber
          maskedHolderName
          amountDue {
            formatted
          }
          bills {
            id
            issueDate
            lastOnlinePaymentDay
            payableOnline
            amountDue {
              amount
              formatted
            }
          }
          charges {
            chargeId
            reference
            description
            raisedOn
            amount {
              amount
              formatted
            }
          }
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `,
    { ...reporting, payload: (response) => response.validatePaymentAccount },
  );
}
