import { useTranslation } from '../../i18n/useTranslation';
import { isolated } from '../../i18n/isolate';
import { typedDayOf } from '../../../../shared/days';
import type { ValidatedAccount } from './AccountValidationStep';

interface ChargeChoiceProps {
  charges: ValidatedAccount['charges'];
  value: number | null;
  onChange: (chargeId: number) => void;
  error: string | null;
}

/** The open fees or other sales of the account (000 §3 payment types 3 and 4): one is chosen and paid whole. */
export function ChargeChoice({ charges, value, onChange, error }: ChargeChoiceProps) {
  const { t } = useTranslation('payments');
  if (charges.length === 0) return <p data-testid="no-charges">{t('pay.noCharges')}</p>;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'charge-choice-error' : undefined}>
      <legend className="mb-1 font-medium text-gray-900">{t('pay.chooseCharge')}</legend>
      {charges.map((charge) => (
        <label key={charge.chargeId} className="flex min-h-11 items-start gap-3 rounded-md border border-gray-300 p-3 has-checked:border-brand-main">
          <input
            type="radio"
            name="charge"
            value={charge.chargeId}
            checked={value === charge.chargeId}
            onChange={() => onChange(charge.chargeId)}
            className="mt-1 size-4"
          />
          <span className="flex flex-col">
            <span className="font-medium">{t('pay.chargeLine', { description: charge.description, amount: isolated(charge.amount.formatted) })}</span>
            <span className="text-gray-700">{t('pay.chargeRaised', { reference: isolated(charge.reference), day: typedDayOf(charge.raisedOn) })}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="charge-choice-error" className="text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
