import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { useValidatePaymentAccountMutation$data } from './__generated__/useValidatePaymentAccountMutation.graphql';
import type { PaymentTypeName } from './paymentTypes';
import { useValidatePaymentAccountMutation } from './useValidatePaymentAccountMutation';

export type ValidatedAccount = NonNullable<useValidatePaymentAccountMutation$data['validatePaymentAccount']['account']>;

interface AccountValidationStepProps {
  paymentType: PaymentTypeName;
  accountNumber: string;
  onAccountNumberChange: (value: string) => void;
  onValidated: (account: ValidatedAccount) => void;
}

/** Step 2 (000 §2): the account number for the chosen payment type; a wrong number keeps what was typed. */
export function AccountValidationStep({ paymentType, accountNumber, onAccountNumberChange, onValidated }: AccountValidationStepProps) {
  const { t } = useTranslation('payments');
  const [commit, isInFlight] = useValidatePaymentAccountMutation();
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accountNumber.trim() === '') {
      setError(t('validate.required'));
      return;
    }
    commit({
      variables: { input: { paymentType, accountNumber: accountNumber.trim() } },
      onCompleted: ({ validatePaymentAccount }) => {
        if (validatePaymentAccount.account) onValidated(validatePaymentAccount.account);
        else setError(validatePaymentAccount.userErrors[0]?.message ?? t('validate.failed'));
      },
      onError: () => setError(t('validate.failed')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight}>
      <p>{t('validate.intro', { type: t(`types.${paymentType}`) })}</p>
      <TextField
        label={t('validate.accountNumber')}
        value={accountNumber}
        onChange={(event) => {
          onAccountNumberChange(event.target.value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
        inputMode="numeric"
        disabled={isInFlight}
        autoFocus
      />
      <Button type="submit" disabled={isInFlight} className="self-start">
        {t('validate.submit')}
      </Button>
    </form>
  );
}
