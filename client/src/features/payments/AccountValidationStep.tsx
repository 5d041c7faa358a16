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
  // Every problem, a refusal too, is told beside the account number.
  const { run: validate, inFlight: isInFlight } = useValidatePaymentAccountMutation({ reportRefusals: false });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accountNumber.trim() === '') {
      setError(t('validate.required'));
      return;
    }
    const outcome = await validate({ input: { paymentType, accountNumber: accountNumber.trim() } });
    if (outcome.status === 'failed') return setError(t('validate.failed'));
    const { account, userErrors } = outcome.payload;
    if (account) onValidated(account);
    else setError(userErrors[0]?.message ?? t('validate.failed'));
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
