import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../focusRing';
import { PHONE_DEBOUNCE_MS } from '../timing';
import { allowedCountries, phoneProblem } from '../../../../shared/phoneRules';
import { useDebouncedValue } from './useDebouncedValue';
import { useViewOnly } from '../viewOnly';

export interface PhoneValue {
  dialCode: string;
  number: string;
}

interface PhoneInputProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** Reports whether the number passes the rules of 001 §5, after the 1 s debounce. */
  onValidChange?: (valid: boolean) => void;
  /** settings.customerMobileAllowedPhoneCountries. */
  countries: readonly string[];
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

const controlClass = `min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700 ${focusRing}`;

/** A phone number with a country (dial code) selector, CY first by default (001 §2, §5, §9). */
export function PhoneInput({ label, value, onChange, onValidChange, countries, error, disabled: disabledProp, name = 'mobile' }: PhoneInputProps) {
  const disabled = useViewOnly() || disabledProp;
  const { t } = useTranslation();
  const options = useMemo(() => allowedCountries(countries), [countries]);
  const dialCode = options.some((option) => option.dialCode === value.dialCode) ? value.dialCode : options[0]!.dialCode;
  const settled = useDebouncedValue(value.number.trim(), PHONE_DEBOUNCE_MS);
  const problem = phoneProblem(dialCode, settled);

  useEffect(() => {
    if (dialCode !== value.dialCode) onChange({ ...value, dialCode });
  }, [dialCode, value, onChange]);
  useEffect(() => {
    onValidChange?.(problem === null && settled === value.number.trim());
  }, [problem, settled, value.number, onValidChange]);

  const ruleMessage = settled !== '' && problem ? t(`inputs.phone.${problem}`) : null;
  const message = error || ruleMessage;
  const numberId = useId();
  const messageId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={numberId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {/* Dial code and digits read left to right in every language. */}
      <div className="flex gap-2" dir="ltr">
        <select
          aria-label={t('inputs.phone.country')}
          value={dialCode}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, dialCode: event.target.value })}
          className={`${controlClass} w-32 shrink-0`}
        >
          {options.map((option) => (
            <option key={option.code} value={option.dialCode}>
              {`${option.code} +${option.dialCode}`}
            </option>
          ))}
        </select>
        <input
          id={numberId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange({ ...value, number: event.target.value.replace(/\s+/g, '') })}
          className={`${controlClass} min-w-0 flex-1`}
        />
      </div>
      {message ? (
        <p id={messageId} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
