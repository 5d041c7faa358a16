import { graphql } from 'react-relay/hooks';
import { usePayloadMutation } from '../../relay/usePayloadMutation';
import type { UserErrorData } from '../../notifications/userErrors';
import type { mutationsAddDebtCaseActionMutation } from './__generated__/mutationsAddDebtCaseActionMutation.graphql';
import type { mutationsRecordDebtPaymentMutation } from './__generated__/mutationsRecordDebtPaymentMutation.graphql';
import type { mutationsSavePaymentAgreementMutation } from './__generated__/mutationsSavePaymentAgreementMutation.graphql';
import type { mutationsWriteOffDebtCaseMutation } from './__generated__/mutationsWriteOffDebtCaseMutation.graphql';

/*
 * Every mutation answers the case with what the detail screen shows (its summary and history, and the
 * agreement form where the mutation can change it), so the screen updates from the answer alone.
 */
graphql`
  fragment mutations_debtCase on DebtCase {
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- every mutation answers with what the case screen shows
    ...DebtCaseSummary_debtCase
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- every mutation answers with what the case screen shows
    ...DebtCaseHistory_debtCase
  }
`;

export function useSavePaymentAgreement() {
  return usePayloadMutation<mutationsSavePaymentAgreementMutation, readonly UserErrorData[]>(
    graphql`
    mutation mutationsSavePaymentAgreementMutation($input: SavePaymentAgreementInput!) {
      savePaymentAgreement(input: $input) {
        debtCase {
          ...mutations_debtCase
          ...AgreementForm_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    (response) => response.savePaymentAgreement.userErrors,
  );
}

export function useRecordDebtPayment() {
  return usePayloadMutation<mutationsRecordDebtPaymentMutation, readonly UserErrorData[]>(
    graphql`
    mutation mutationsRecordDebtPaymentMutation($input: RecordDebtPaymentInput!) {
      recordDebtPayment(input: $input) {
        debtCase {
          ...mutations_debtCase
          ...AgreementForm_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    (response) => response.recordDebtPayment.userErrors,
  );
}

export function useAddDebtCaseAction() {
  return usePayloadMutation<mutationsAddDebtCaseActionMutation, readonly UserErrorData[]>(
    graphql`
    mutation mutationsAddDebtCaseActionMutation($input: AddDebtCaseActionInput!) {
      addDebtCaseAction(input: $input) {
        debtCase {
          ...mutations_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    (response) => response.addDebtCaseAction.userErrors,
  );
}

export function useWriteOffDebtCase() {
  return usePayloadMutation<mutationsWriteOffDebtCaseMutation, readonly UserErrorData[]>(
    graphql`
    mutation mutationsWriteOffDebtCaseMutation($input: WriteOffDebtCaseInput!) {
      writeOffDebtCase(input: $input) {
        debtCase {
          ...mutations_debtCase
          ...AgreementForm_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    (response) => response.writeOffDebtCase.userErrors,
  );
}
