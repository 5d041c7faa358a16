import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UserErrorData } from '../../notifications/userErrors';
import type { AddDebtCaseActionInput, mutationsAddDebtCaseActionMutation } from './__generated__/mutationsAddDebtCaseActionMutation.graphql';
import type { RecordDebtPaymentInput, mutationsRecordDebtPaymentMutation } from './__generated__/mutationsRecordDebtPaymentMutation.graphql';
import type { SavePaymentAgreementInput, mutationsSavePaymentAgreementMutation } from './__generated__/mutationsSavePaymentAgreementMutation.graphql';
import type { WriteOffDebtCaseInput, mutationsWriteOffDebtCaseMutation } from './__generated__/mutationsWriteOffDebtCaseMutation.graphql';

/*
 * Every mutation answers the case with what the detail screen shows (its summary, agreement form and
 * history), so the screen updates from the answer alone.
 */

export function useSavePaymentAgreement() {
  const [commit, inFlight] = useMutation<mutationsSavePaymentAgreementMutation>(graphql`
    mutation mutationsSavePaymentAgreementMutation($input: SavePaymentAgreementInput!) {
      savePaymentAgreement(input: $input) {
        debtCase {
          id
          ...DebtCaseSummary_debtCase
          ...AgreementForm_debtCase
          ...DebtCaseHistory_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: SavePaymentAgreementInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.savePaymentAgreement.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

export function useRecordDebtPayment() {
  const [commit, inFlight] = useMutation<mutationsRecordDebtPaymentMutation>(graphql`
    mutation mutationsRecordDebtPaymentMutation($input: RecordDebtPaymentInput!) {
      recordDebtPayment(input: $input) {
        debtCase {
          id
          ...DebtCaseSummary_debtCase
          ...AgreementForm_debtCase
          ...DebtCaseHistory_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: RecordDebtPaymentInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.recordDebtPayment.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

export function useAddDebtCaseAction() {
  const [commit, inFlight] = useMutation<mutationsAddDebtCaseActionMutation>(graphql`
    mutation mutationsAddDebtCaseActionMutation($input: AddDebtCaseActionInput!) {
      addDebtCaseAction(input: $input) {
        debtCase {
          id
          ...DebtCaseSummary_debtCase
          ...DebtCaseHistory_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: AddDebtCaseActionInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.addDebtCaseAction.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

export function useWriteOffDebtCase() {
  const [commit, inFlight] = useMutation<mutationsWriteOffDebtCaseMutation>(graphql`
    mutation mutationsWriteOffDebtCaseMutation($input: WriteOffDebtCaseInput!) {
      writeOffDebtCase(input: $input) {
        debtCase {
          id
          ...DebtCaseSummary_debtCase
          ...AgreementForm_debtCase
          ...DebtCaseHistory_debtCase
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const run = useCallback(
    (input: WriteOffDebtCaseInput) =>
      new Promise<readonly UserErrorData[]>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.writeOffDebtCase.userErrors), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
