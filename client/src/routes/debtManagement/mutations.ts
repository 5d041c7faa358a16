import { graphql } from 'react-relay/hooks';
import { type MutationReporting, useFormMutation } from '../../relay/useFormMutation';
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

export function useSavePaymentAgreement(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsSavePaymentAgreementMutation, mutationsSavePaymentAgreementMutation['response']['savePaymentAgreement']>(
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
    { ...reporting, payload: (response) => response.savePaymentAgreement },
  );
}

export function useRecordDebtPayment(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsRecordDebtPaymentMutation, mutationsRecordDebtPaymentMutation['response']['recordDebtPayment']>(
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
    { ...reporting, payload: (response) => response.recordDebtPayment },
  );
}

export function useAddDebtCaseAction(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsAddDebtCaseActionMutation, mutationsAddDebtCaseActionMutation['response']['addDebtCaseAction']>(
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
    { ...reporting, payload: (response) => response.addDebtCaseAction },
  );
}

export function useWriteOffDebtCase(reporting: MutationReporting = {}) {
  return useFormMutation<mutationsWriteOffDebtCaseMutation, mutationsWriteOffDebtCaseMutation['response']['writeOffDebtCase']>(
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
    { ...reporting, payload: (response) => response.writeOffDebtCase },
  );
}
