import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { ValidatedAccount } from './AccountValidationStep';
import { BillChoice } from './BillChoice';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { PAYMENT_RETURN_PATH } from './paymentEvents';
import type { PaymentTypeName } from './paymentTypes';
import { useStartPaymentMutation } from './useStartPaymentMutation';
import { isolated } from '../../i18n/isolate';

interface PaymentStepProps {
  paymentType: PaymentTypeName;
  account: ValidatedAccount;
  /** The step's own back: resets all data and returns to step 1 (000 §2). */
  onStartOver: () => void;
}

type Errors = Partial<Record<'billId' | 'amount' | 'form', string>>;

/** Step 3 (000 §2): what to pay, then off to the card provider's page. */
export function PaymentStep({ paymentType, account, onStartOver }: PaymentStepProps) {
  const { t } = useTranslation('payments');
  // Every problem, a refusal too, is told in the form: beside the bill or amount, else under it.
  const { run: start, inFlight: isInFlight } = useStartPaymentMutation({ reportRefusals: false });
  const firstPayable = account.bills.find((bill) => bill.payableOnline);
  const [billId, setBillId] = useState(firstPayable?.id ?? '');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [leaving, setLeaving] = useState(false);
  // One key for this payment: a double click or a second Pay after a lost answer never pays twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const isBill = paymentType === 'BILL';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight || leaving) return;
    const bill = account.bills.find((item) => item.id === billId);
    if (isBill && !bill) return setErrors({ billId: t('pay.billRequired') });
    if (!isBill && !/^\d+(\.\d{1,2})?$/.test(amount.trim())) return setErrors({ amount: t('pay.amountInvalid') });
    setErrors({});
    const outcome = await start({
      input: {
        paymentType,
        accountNumber: account.accountNumber,
        billId: bill?.id ?? null,
        amount: bill ? bill.amountDue.amount : amount.trim(),
        idempotencyKey,
        returnPath: PAYMENT_RETURN_PATH,
      },
    });
    if (outcome.status === 'failed') return setErrors({ form: t('pay.failed') });
    const startPayment = outcome.payload;
    if (startPayment.redirectUrl) {
      setLeaving(true);
      window.location.assign(startPayment.redirectUrl);
      return;
    }
    const found: Errors = {};
    for (const error of startPayment.userErrors) {
      const field = error.field === 'billId' || error.field === 'amount' ? error.field : 'form';
      found[field] = error.message;
    }
    setErrors(found);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight || leaving}>
      <div data-testid="payment-account">
        <p>{t('pay.account', { number: isolated(account.accountNumber), name: isolated(account.maskedHolderName) })}</p>
        {isBill ? <p className="font-medium">{t('pay.amountDue', { amount: isolated(account.amountDue.formatted) })}</p> : null}
      </div>
      {isBill ? (
        <BillChoice bills={account.bills} value={billId} onChange={setBillId} error={errors.billId ?? null} />
      ) : (
        <TextField label={t('pay.amount')} value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" error={errors.amount ?? null} />
      )}
      {errors.form ? (
        <p role="alert" className="text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isBill && !firstPayable ? null : (
          <Button type="submit" disabled={isInFlight || leaving}>
            {t('pay.submit')}
          </Button>
        )}
        <Button variant="ghost" onClick={onStartOver}>
          {t('pay.startOver')}
        </Button>
      </div>
    </form>
  );
}
