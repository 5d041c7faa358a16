import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { formatDate, formatMoney } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { parseTypedDay, typedDayOf } from '../../../../shared/days';
import { Section } from '../../components/Section';
import { Badge, toneOf } from '../../components/Badge';
import { DEBT_STATE_TONES } from '../../lib/debtStates';
import type { AgreementForm_debtCase$key } from './__generated__/AgreementForm_debtCase.graphql';
import { useSavePaymentAgreement } from './mutations';
import { compactIban, groupIban, ibanCountry, ibanProblem } from '../../../../shared/iban';
import { isValidPaymentPhone } from '../../../../shared/paymentPhone';
import { centsToDecimal, normaliseAmount, parseAmountCents } from './rules';
import { SelectField } from '../../components/SelectField';

const DEFAULT_INSTALMENTS = 6;
const todayIso = () => new Date().toISOString().slice(0, 10);
const FIELDS = ['instalmentCount', 'instalmentAmount', 'startDate', 'paymentPhone', 'bankId', 'iban'] as const;

/** Each instalment when `count` of them pay `balanceCents`, rounded up to the cent. */
const instalmentFor = (balanceCents: number, count: number) => centsToDecimal(Math.ceil(balanceCents / Math.max(count, 1)));

interface Props {
  debtCase: AgreementForm_debtCase$key;
  banks: ReadonlyArray<{ bankId: number; name: string; country: string }>;
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
  const [count, setCount] = useState(String(agreement?.instalmentCount ?? DEFAULT_INSTALMENTS));
  const [amount, setAmount] = useState(agreement?.instalmentAmount.amount ?? instalmentFor(balanceCents, DEFAULT_INSTALMENTS));
  const [amountTouched, setAmountTouched] = useState(agreement !== null);
  const [start, setStart] = useState(typedDayOf(agreement?.startDate ?? todayIso()));
  const [phone, setPhone] = useState(agreement?.paymentPhone ?? '');
  const [directDebit, setDirectDebit] = useState(agreement ? agreement.bankName !== null : false);
  const [bankId, setBankId] = useState(agreement?.bankId ? String(agreement.bankId) : '');
  const [iban, setIban] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  if (debtCase.status === 'CLOSED') return null;

  const setError = (field: string, message: string | null) =>
    setErrors((current) => {
      const next: Record<string, string> = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  // A shown error goes as soon as what is typed is right, not when the field is left: leaving it by
  // clicking "Create agreement" would otherwise move the button up under the pointer and lose the click.
  const clearIfFixed = (field: string, problem: string | null) => {
    if (errors[field] && problem === null) setError(field, null);
  };
  const phoneError = (value: string) => (value.trim() === '' || isValidPaymentPhone(value) ? null : t('agreement.errors.phone'));
  const ibanError = (value: string) => {
    if (compactIban(value) === '') return t('agreement.errors.ibanRequired');
    const problem = ibanProblem(value);
    return problem ? t(`agreement.errors.iban.${problem}`) : null;
  };
  const amountError = (value: string) => {
    const cents = parseAmountCents(value);
    if (cents === null) return t('errors.amountFormat');
    return cents <= 0 ? t('errors.amountPositive') : null;
  };
  const changeCount = (value: string) => {
    setCount(value);
    const instalments = Number(value);
    if (!amountTouched && Number.isInteger(instalments) && instalments >= 1 && instalments <= 60) setAmount(instalmentFor(balanceCents, instalments));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const instalments = Number(count);
    if (!/^\d+$/.test(count.trim()) || instalments < 1 || instalments > 60) next['instalmentCount'] = t('agreement.errors.instalments');
    const amountProblem = amountError(amount);
    if (amountProblem) next['instalmentAmount'] = amountProblem;
    else if (!next['instalmentCount'] && (parseAmountCents(amount) ?? 0) * instalments < balanceCents) {
      next['instalmentAmount'] = t('agreement.errors.cover', { balance: isolated(formatMoney(balanceCents / 100, i18n.language, debtCase.balance.currencySymbol)) });
    }
    const startDay = parseTypedDay(start);
    if (startDay === null) next['startDate'] = t('errors.date');
    else if (!agreement && startDay < todayIso()) next['startDate'] = t('agreement.errors.startPast');
    if (!isValidPaymentPhone(phone)) next['paymentPhone'] = t('agreement.errors.phone');
    if (directDebit) {
      if (bankId === '') next['bankId'] = t('agreement.errors.bank');
      const problem = ibanError(iban);
      if (problem) next['iban'] = problem;
      else if (bankId !== '' && banks.find((bank) => String(bank.bankId) === bankId)?.country !== ibanCountry(iban)) next['iban'] = t('agreement.errors.bankCountry');
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const outcome = await save({ input: {
      debtCaseId: debtCase.id,
      paymentAgreementId: agreement?.id ?? null,
      startDate: startDay ?? todayIso(),
      instalmentCount: instalments,
      instalmentAmount: normaliseAmount(amount),
      paymentPhone: phone.trim(),
      directDebit,
      bankId: directDebit ? Number(bankId) : null,
      iban: directDebit ? compactIban(iban) : null,
    } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      setIban('');
      notify('success', agreement ? t('agreement.updated') : t('agreement.created'));
    }
  };

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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="agreement-form">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label={t('agreement.instalments')} name="instalmentCount" inputMode="numeric" dir="ltr" autoComplete="off" value={count} error={errors['instalmentCount']} onChange={(event) => changeCount(event.target.value)} disabled={saving} data-testid="agreement-count" />
          <TextField
            label={t('agreement.instalmentAmount')}
            name="instalmentAmount"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={amount}
            error={errors['instalmentAmount']}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountTouched(true);
            }}
            onBlur={() => {
              setAmount(normaliseAmount(amount));
              setError('instalmentAmount', amountError(amount));
            }}
            disabled={saving}
            data-testid="agreement-amount"
          />
          <TextField label={t('agreement.startDate')} name="startDate" inputMode="numeric" autoComplete="off" placeholder={t('datePlaceholder')} value={start} error={errors['startDate']} onChange={(event) => setStart(event.target.value)} disabled={saving} data-testid="agreement-start" />
          <TextField
            label={t('agreement.paymentPhone')}
            name="paymentPhone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="off"
            value={phone}
            error={errors['paymentPhone']}
            aria-describedby="payment-phone-hint"
            onChange={(event) => {
              setPhone(event.target.value);
              if (isValidPaymentPhone(event.target.value)) clearIfFixed('paymentPhone', null);
            }}
            onBlur={() => setError('paymentPhone', phoneError(phone))}
            disabled={saving}
            data-testid="agreement-phone"
          />
        </div>
        <p id="payment-phone-hint" className="-mt-2 text-sm text-gray-600">
          {t('agreement.phoneHint')}
        </p>
        <p className="text-sm text-gray-700" aria-live="polite" data-testid="agreement-total">
          {t('agreement.total', {
            total: isolated(formatMoney(totalCents / 100, i18n.language, debtCase.balance.currencySymbol)),
            balance: isolated(formatMoney(balanceCents / 100, i18n.language, debtCase.balance.currencySymbol)),
          })}
        </p>
        <CheckboxField label={t('agreement.directDebit')} name="directDebit" checked={directDebit} onChange={(event) => setDirectDebit(event.target.checked)} disabled={saving} data-testid="agreement-direct-debit" />
        {directDebit ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('agreement.bank')}
              name="bankId"
              value={bankId}
              error={errors['bankId']}
              disabled={saving}
              onValueChange={(value) => {
                setBankId(value);
                setError('bankId', null);
              }}
              placeholder={t('agreement.chooseBank')}
              options={banks.map((bank) => ({ value: String(bank.bankId), label: bank.name }))}
              data-testid="agreement-bank"
            />
            <TextField
              label={t('agreement.iban')}
              name="iban"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              placeholder="CY17 0020 0128 0000 0012 0052 7600"
              value={iban}
              error={errors['iban']}
              aria-describedby="iban-hint"
              onChange={(event) => {
              setIban(groupIban(event.target.value));
              if (compactIban(event.target.value) !== '') clearIfFixed('iban', ibanError(event.target.value));
            }}
              onBlur={() => setError('iban', iban.trim() === '' ? null : ibanError(iban))}
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
    </Section>
  );
}
