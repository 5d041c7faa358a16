import { useTranslation } from '../../i18n/useTranslation';
import { isolated } from '../../i18n/isolate';
import { typedDayOf } from '../../../../shared/days';
import type { ValidatedAccount } from './AccountValidationStep';

interface BillChoiceProps {
  bills: ValidatedAccount['bills'];
  value: string;
  onChange: (billId: string) => void;
  error: string | null;
}

/** The open bills to choose from; those past the 15-day window (000 §9) are shown but cannot be chosen. */
export function BillChoice({ bills, value, onChange, error }: BillChoiceProps) {
  const { t } = useTranslation('payments');
  if (bills.length === 0) return <p data-testid="no-bills">{t('pay.noBills')}</p>;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'bill-choice-error' : undefined}>
      <legend className="mb-1 font-medium text-gray-900">{t('pay.chooseBill')}</legend>
      {bills.map((bill) => (
        <label
          key={bill.id}
          className="flex min-h-11 items-start gap-3 rounded-md border border-gray-300 p-3 has-checked:border-brand-main has-disabled:bg-gray-50"
        >
          <input
            type="radio"
            name="bill"
            value={bill.id}
            checked={value === bill.id}
            disabled={!bill.payableOnline}
            onChange={() => onChange(bill.id)}
            className="mt-1 size-4"
          />
          <span className="flex flex-col">
            <span className="font-medium">
              {t('pay.billLine', { day: typedDayOf(bill.issueDate), amount: isolated(bill.amountDue.formatted) })}
            </span>
            <span className="text-gray-700">
              {bill.payableOnline
                ? t('pay.payableUntil', { day: typedDayOf(bill.lastOnlinePaymentDay) })
                : t('pay.windowClosed', { day: typedDayOf(bill.issueDate) })}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="bill-choice-error" className="text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
