import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { formatMoney } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { Section } from '../../components/Section';
import type { PaymentForm_debtCase$key } from './__generated__/PaymentForm_debtCase.graphql';
import { useRecordDebtPayment } from './mutations';
import { amountProblem, normaliseAmount, parseAmountCents } from './rules';

/** Records a payment against the balance (002 §5: above zero, two decimals at most, not above the balance). */
export function PaymentForm(props: { debtCase: PaymentForm_debtCase$key }) {
  const { t, i18n } = useTranslation('debtManagement');
  const notify = useNotify();
  const { run: record, inFlight: saving } = useRecordDebtPayment({ fields: ['amount', 'note'], failed: () => t('payment.failed') });
  const debtCase = useFragment(
    graphql`
      fragment PaymentForm_debtCase on DebtCase {
        id
        status
        balance {
          amount
          currencySymbol
        }
      }
    `,
    props.debtCase,
  );
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  if (debtCase.status === 'CLOSED') return null;
  const balanceCents = parseAmountCents(debtCase.balance.amount) ?? 0;
  const balanceText = isolated(formatMoney(balanceCents / 100, i18n.language, debtCase.balance.currencySymbol));
  const check = (value: string) => {
    const problem = amountProblem(value, balanceCents);
    if (problem === 'format') return t('errors.amountFormat');
    if (problem === 'notPositive') return t('errors.amountPositive');
    if (problem === 'aboveBalance') return t('payment.aboveBalance', { balance: balanceText });
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(amount);
    setErrors(problem ? { amount: problem } : {});
    if (problem) return;
    const outcome = await record({ input: { debtCaseId: debtCase.id, amount: normaliseAmount(amount), note: note.trim() || null } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      notify('success', t('payment.saved', { amount: isolated(formatMoney((parseAmountCents(amount) ?? 0) / 100, i18n.language, debtCase.balance.currencySymbol)) }));
      setAmount('');
      setNote('');
    }
  };

  return (
    <Section title={t('payment.title')} testId="payment-section">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="payment-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('payment.amount')}
            name="amount"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={amount}
            error={errors['amount']}
            aria-describedby="payment-hint"
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setAmount(normaliseAmount(amount))}
            disabled={saving}
            data-testid="payment-amount"
          />
          <TextField label={t('payment.note')} name="note" maxLength={1000} autoComplete="off" value={note} error={errors['note']} onChange={(event) => setNote(event.target.value)} disabled={saving} data-testid="payment-note" />
        </div>
        <p id="payment-hint" className="text-sm text-gray-600">
          {t('payment.hint', { balance: balanceText })}
        </p>
        <Button type="submit" className="self-end" disabled={saving} data-testid="payment-submit">
          {t('payment.submit')}
        </Button>
      </form>
    </Section>
  );
}
