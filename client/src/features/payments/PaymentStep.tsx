import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { ValidatedAccount } from './AccountValidationStep';
import { BillChoice } from './BillChoice';
import { ChargeChoice } from './ChargeChoice';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { PAYMENT_RETURN_PATH } from './paymentEvents';
import type { PaymentTypeName } from './paymentTypes';
import { useStartPaymentMutation } from './useStartPaymentMutation';
import { isolated } from '../../i18n/isolate';

interface PaymentStepProps {
  paymentType: PaymentTypeName;
  account: ValidatedAccount;
  /** The card provider chosen on the launcher; null for the utility's first. */
  provider: number | null;
  /** The step's own back: resets all data and returns to step 1 (000 §2). */
  onStartOver: () => void;
}

type Errors = Partial<Record<'billId' | 'chargeId' | 'amount' | 'form', string>>;

const FIELDS = ['billId', 'chargeId', 'amount'] as const;

/** Step 3 (000 §2): what to pay, then off to the card provider's page. */
export function PaymentStep({ paymentType, account, provider, onStartOver }: PaymentStepProps) {
  const { t } = useTranslation('payments');
  // Every problem, a refusal too, is told in the form: beside the bill or amount, else under it.
  const { run: start, inFlight: isInFlight } = useStartPaymentMutation({ reportRefusals: false });
  const firstPayable = account.bills.find((bill) => bill.payableOnline);
  const [billId, setBillId] = useState(firstPayable?.id ?? '');
  const [chargeId, setChargeId] = useState<number | null>(account.charges[0]?.chargeId ?? null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [leaving, setLeaving] = useState(false);
  // One key for this payment: a double click or a second Pay after a lost answer never pays twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const isBill = paymentType === 'BILL';
  // Fees and other sales pay one open record whole (000 §3 payment types 3 and 4); applications keep an amount.
  const isCharge = paymentType === 'FEES' || paymentType === 'OTHER_SALES';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight || leaving) return;
    const bill = account.bills.find((item) => item.id === billId);
    const charge = account.charges.find((item) => item.chargeId === chargeId);
    if (isBill && !bill) return setErrors({ billId: t('pay.billRequired') });
    if (isCharge && !charge) return setErrors({ chargeId: t('pay.chargeRequired') });
    if (!isBill && !isCharge && !/^\d+(\.\d{1,2})?$/.test(amount.trim())) return setErrors({ amount: t('pay.amountInvalid') });
    setErrors({});
    const outcome = await start({
      input: {
        paymentType,
        accountNumber: account.accountNumber,
        billId: bill?.id ?? null,
        chargeId: charge?.chargeId ?? null,
        amount: bill ? bill.amountDue.amount : charge ? charge.amount.amount : amount.trim(),
        idempotencyKey,
        provider,
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
      const field = FIELDS.find((name) => name === error.field) ?? 'form';
      found[field] = error.message;
    }
    setErrors(found);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight || leaving}>
      <div data-testid="payment-account">
        <p>{t('pay.account', { number: isolated(account.accountNumber), name: isolated(account.maskedHolderName) })}</p>
        {isBill || isCharge ? <p className="font-medium">{t('pay.amountDue', { amount: isolated(account.amountDue.formatted) })}</p> : null}
      </div>
      {isBill ? (
        <BillChoice bills={account.bills} value={billId} onChange={setBillId} error={errors.billId ?? null} />
      ) : isCharge ? (
        <ChargeChoice charges={account.charges} value={chargeId} onChange={setChargeId} error={errors.chargeId ?? null} />
      ) : (
        <TextField label={t('pay.amount')} value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" error={errors.amount ?? null} />
      )}
      {errors.form ? (
        <p role="alert" className="text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {(isBill && !firstPayable) || (isCharge && account.charges.length === 0) ? null : (
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
