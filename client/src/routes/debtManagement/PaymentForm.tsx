import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { FormTextField } from '../../forms/fields';
import { usePortalForm } from '../../forms/usePortalForm';
import { formatMoney } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import { useNotify } from '../../notifications/useNotify';
import { Section } from '../../components/Section';
import type { PaymentForm_debtCase$key } from './__generated__/PaymentForm_debtCase.graphql';
import { useRecordDebtPayment } from './mutations';
import { amountProblem, normaliseAmount, parseAmountCents } from './rules';

const PROBLEM_TEXTS = { format: 'errors.amountFormat', notPositive: 'errors.amountPositive', aboveBalance: 'payment.aboveBalance' } as const;

/** Records a payment against the balance (002 §5: above zero, two decimals at most, not above the balance). */
export function PaymentForm(props: { debtCase: PaymentForm_debtCase$key }) {
  const { t, i18n } = useTranslation('debtManagement');
  const notify = useNotify();
  const { run: record } = useRecordDebtPayment({ fields: ['amount', 'note'], failed: () => t('payment.failed') });
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
  const balanceCents = parseAmountCents(debtCase.balance.amount) ?? 0;
  const money = (cents: number) => isolated(formatMoney(cents / 100, i18n.language, debtCase.balance.currencySymbol));
  const balanceText = money(balanceCents);
  const form = usePortalForm<{ amount: string; note: string }>({
    defaultValues: { amount: '', note: '' },
    rules: ({ amount }) => {
      const problem = amountProblem(amount, balanceCents);
      return { amount: problem ? t(PROBLEM_TEXTS[problem], { balance: balanceText }) : null };
    },
  });
  if (debtCase.status === 'CLOSED') return null;

  const submit = form.submitWith(
    (values) => record({ input: { debtCaseId: debtCase.id, amount: normaliseAmount(values.amount), note: values.note.trim() || null } }),
    (values) => {
      notify('success', t('payment.saved', { amount: money(parseAmountCents(values.amount) ?? 0) }));
      form.reset({ amount: '', note: '' });
    },
  );
  const saving = form.formState.isSubmitting;

  return (
    <Section title={t('payment.title')} testId="payment-section">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="payment-form">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              label={t('payment.amount')}
              name="amount"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              aria-describedby="payment-hint"
              normalise={normaliseAmount}
              disabled={saving}
              data-testid="payment-amount"
            />
            <FormTextField label={t('payment.note')} name="note" maxLength={1000} autoComplete="off" disabled={saving} data-testid="payment-note" />
          </div>
          <p id="payment-hint" className="text-sm text-gray-600">
            {t('payment.hint', { balance: balanceText })}
          </p>
          <Button type="submit" className="self-end" disabled={saving} data-testid="payment-submit">
            {t('payment.submit')}
          </Button>
        </form>
      </FormProvider>
    </Section>
  );
}
