import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import { formatDate, formatMoney } from '../../i18n/format';
import type { TFunction } from '../../i18n/i18n';
import { isolated } from '../../i18n/isolate';
import { useNotify } from '../../notifications/useNotify';
import { parseTypedDay, typedDayOf } from '../../../../shared/days';
import { Section } from '../../components/Section';
import { Badge, toneOf } from '../../components/Badge';
import { DEBT_STATE_TONES } from '../../lib/debtStates';
import type { AgreementForm_debtCase$key } from './__generated__/AgreementForm_debtCase.graphql';
import { useSavePaymentAgreement } from './mutations';
import { compactIban, groupIban, ibanCountry, ibanProblem } from '../../../../shared/iban';
import { isValidPaymentPhone } from '../../../../shared/paymentPhone';
import { amountProblem, centsToDecimal, normaliseAmount, parseAmountCents } from './rules';

const DEFAULT_INSTALMENTS = 6;
const todayIso = () => new Date().toISOString().slice(0, 10);
const FIELDS = ['instalmentCount', 'instalmentAmount', 'startDate', 'paymentPhone', 'bankId', 'iban'] as const;

/** Each instalment when `count` of them pay `balanceCents`, rounded up to the cent. */
const instalmentFor = (balanceCents: number, count: number) => centsToDecimal(Math.ceil(balanceCents / Math.max(count, 1)));

type Bank = { bankId: number; name: string; country: string };

/** What the inputs hold, as typed. */
interface AgreementInputs {
  instalmentCount: string;
  instalmentAmount: string;
  startDate: string;
  paymentPhone: string;
  directDebit: boolean;
  bankId: string;
  iban: string;
}

interface RuleContext {
  t: TFunction;
  balanceCents: number;
  balanceText: string;
  banks: ReadonlyArray<Bank>;
  /** An agreement already exists: its start may have passed. */
  editing: boolean;
}

/** 002 §5 on an agreement: 1–60 instalments covering the balance, a start day, the payment phone, a direct debit's bank and IBAN. */
function agreementRules({ t, balanceCents, balanceText, banks, editing }: RuleContext): FormRules<AgreementInputs> {
  const ibanRule = ({ iban, bankId }: AgreementInputs) => {
    if (compactIban(iban) === '') return t('agreement.errors.ibanRequired');
    const problem = ibanProblem(iban);
    if (problem) return t(`agreement.errors.iban.${problem}`);
    return bankId !== '' && banks.find((bank) => String(bank.bankId) === bankId)?.country !== ibanCountry(iban) ? t('agreement.errors.bankCountry') : null;
  };
  return (values) => {
    const instalments = Number(values.instalmentCount);
    const countProblem = !/^\d+$/.test(values.instalmentCount.trim()) || instalments < 1 || instalments > 60 ? t('agreement.errors.instalments') : null;
    const amount = amountProblem(values.instalmentAmount);
    const covers = countProblem !== null || (parseAmountCents(values.instalmentAmount) ?? 0) * instalments >= balanceCents;
    const startDay = parseTypedDay(values.startDate);
    return {
      instalmentCount: countProblem,
      instalmentAmount: amount ? t(amount === 'format' ? 'errors.amountFormat' : 'errors.amountPositive') : covers ? null : t('agreement.errors.cover', { balance: balanceText }),
      startDate: startDay === null ? t('errors.date') : !editing && startDay < todayIso() ? t('agreement.errors.startPast') : null,
      paymentPhone: isValidPaymentPhone(values.paymentPhone) ? null : t('agreement.errors.phone'),
      bankId: values.directDebit && values.bankId === '' ? t('agreement.errors.bank') : null,
      iban: values.directDebit ? ibanRule(values) : null,
    };
  };
}

interface Props {
  debtCase: AgreementForm_debtCase$key;
  banks: ReadonlyArray<Bank>;
}

/**
 * Creates or edits the case's payment agreement (002 §3 agreements, §5): instalments, start date, payment phone
 * (10–15 digits) and, for a direct debit, a bank and an IBAN typed in groups of four and checked when the field
 * is left. Errors show beside their fields and nothing typed is lost.
 */
export function AgreementForm({ debtCase: debtCaseKey, banks }: Props) {
  const { t, i18n } = useTranslation('debtManagement');
  const notify = useNotify();
  const { run: save, inFlight: saving } = useSavePaymentAgreement({ fields: FIELDS, failed: () => t('agreement.failed') });
  const debtCase = useFragment(
    graphql`
      fragment AgreementForm_debtCase on DebtCase {
        id
        status
        balance {
          amount
          currencySymbol
        }
        activeAgreement {
          id
          reference
          status
          startDate
          instalmentCount
          instalmentAmount {
            amount
          }
          paidInstalmentCount
          bankId
          bankName
          maskedIban
          paymentPhone
        }
      }
    `,
    debtCaseKey,
  );
  const agreement = debtCase.activeAgreement;
  const balanceCents = parseAmountCents(debtCase.balance.amount) ?? 0;
  const balanceText = isolated(formatMoney(balanceCents / 100, i18n.language, debtCase.balance.currencySymbol));
  // The amount follows the number of instalments until the user types one of their own.
  const amountTyped = useRef(agreement !== null);
  const form = usePortalForm<AgreementInputs>({
    defaultValues: {
      instalmentCount: String(agreement?.instalmentCount ?? DEFAULT_INSTALMENTS),
      instalmentAmount: agreement?.instalmentAmount.amount ?? instalmentFor(balanceCents, DEFAULT_INSTALMENTS),
      startDate: typedDayOf(agreement?.startDate ?? todayIso()),
      paymentPhone: agreement?.paymentPhone ?? '',
      directDebit: agreement ? agreement.bankName !== null : false,
      bankId: agreement?.bankId ? String(agreement.bankId) : '',
      iban: '',
    },
    rules: agreementRules({ t, balanceCents, balanceText, banks, editing: agreement !== null }),
  });
  const [count, amount, directDebit] = form.watch(['instalmentCount', 'instalmentAmount', 'directDebit']);

  if (debtCase.status === 'CLOSED') return null;

  const changeCount = (value: string) => {
    const instalments = Number(value);
    if (!amountTyped.current && Number.isInteger(instalments) && instalments >= 1 && instalments <= 60) form.setValue('instalmentAmount', instalmentFor(balanceCents, instalments));
  };
  const submit = form.submitWith(
    (values) =>
      save({ input: {
        debtCaseId: debtCase.id,
        paymentAgreementId: agreement?.id ?? null,
        startDate: parseTypedDay(values.startDate) ?? todayIso(),
        instalmentCount: Number(values.instalmentCount),
        instalmentAmount: normaliseAmount(values.instalmentAmount),
        paymentPhone: values.paymentPhone.trim(),
        directDebit: values.directDebit,
        bankId: values.directDebit ? Number(values.bankId) : null,
        iban: values.directDebit ? compactIban(values.iban) : null,
      } }),
    () => {
      form.setValue('iban', '');
      notify('success', agreement ? t('agreement.updated') : t('agreement.created'));
    },
  );

  const totalCents = (parseAmountCents(amount) ?? 0) * (Number(count) || 0);
  return (
    <Section title={agreement ? t('agreement.editTitle', { reference: isolated(agreement.reference) }) : t('agreement.newTitle')} testId="agreement-section">
      {agreement ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700" data-testid="agreement-current">
          <Badge tone={toneOf(DEBT_STATE_TONES, agreement.status, 'muted')}>{t(`enquiryTabs:agreementStatus.${agreement.status}`, { defaultValue: agreement.status })}</Badge>
          {t('agreement.current', {
            paid: agreement.paidInstalmentCount,
            total: agreement.instalmentCount,
            start: isolated(formatDate(agreement.startDate)),
          })}
          {agreement.maskedIban ? <bdi dir="ltr">{`${agreement.bankName ?? ''} · ${agreement.maskedIban}`}</bdi> : null}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="agreement-form">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FormTextField label={t('agreement.instalments')} name="instalmentCount" inputMode="numeric" dir="ltr" autoComplete="off" onValueChange={changeCount} disabled={saving} data-testid="agreement-count" />
            <FormTextField
              label={t('agreement.instalmentAmount')}
              name="instalmentAmount"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              onValueChange={() => (amountTyped.current = true)}
              normalise={normaliseAmount}
              disabled={saving}
              data-testid="agreement-amount"
            />
            <FormTextField label={t('agreement.startDate')} name="startDate" inputMode="numeric" autoComplete="off" placeholder={t('datePlaceholder')} disabled={saving} data-testid="agreement-start" />
            <FormTextField label={t('agreement.paymentPhone')} name="paymentPhone" type="tel" inputMode="tel" dir="ltr" autoComplete="off" aria-describedby="payment-phone-hint" disabled={saving} data-testid="agreement-phone" />
          </div>
          <p id="payment-phone-hint" className="-mt-2 text-sm text-gray-600">
            {t('agreement.phoneHint')}
          </p>
          <p className="text-sm text-gray-700" aria-live="polite" data-testid="agreement-total">
            {t('agreement.total', {
              total: isolated(formatMoney(totalCents / 100, i18n.language, debtCase.balance.currencySymbol)),
              balance: balanceText,
            })}
          </p>
          <FormCheckboxField label={t('agreement.directDebit')} name="directDebit" disabled={saving} data-testid="agreement-direct-debit" />
          {directDebit ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormSelectField
                label={t('agreement.bank')}
                name="bankId"
                disabled={saving}
                placeholder={t('agreement.chooseBank')}
                options={banks.map((bank) => ({ value: String(bank.bankId), label: bank.name }))}
                data-testid="agreement-bank"
              />
              <FormTextField
                label={t('agreement.iban')}
                name="iban"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                placeholder="CY17 0020 0128 0000 0012 0052 7600"
                aria-describedby="iban-hint"
                format={groupIban}
                disabled={saving}
                data-testid="agreement-iban"
              />
              <p id="iban-hint" className="text-sm text-gray-600 sm:col-span-2">
                {agreement?.maskedIban ? t('agreement.ibanAgain') : t('agreement.ibanHint')}
              </p>
            </div>
          ) : null}
          <Button type="submit" className="self-end" disabled={saving} data-testid="agreement-submit">
            {agreement ? t('agreement.update') : t('agreement.create')}
          </Button>
        </form>
      </FormProvider>
    </Section>
  );
}
