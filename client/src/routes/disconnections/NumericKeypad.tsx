import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const keyClass = `min-h-12 rounded-md border border-gray-300 bg-gray-50 text-lg font-semibold text-gray-900 enabled:hover:bg-gray-100 enabled:active:bg-gray-200 disabled:opacity-50 ${focusRing}`;

interface Props {
  value: string;
  onChange(value: string): void;
  /** Most digits the meter's dials allow. */
  maxDigits: number;
  disabled?: boolean;
}

/**
 * An on-screen numeric keypad for crews typing on a tablet with gloves on: large keys that add digits, a
 * backspace and a clear. Digits are always laid out left to right, as on a phone, whatever the language.
 */
export function NumericKeypad({ value, onChange, maxDigits, disabled }: Props) {
  const { t } = useTranslation('disconnections');
  const press = (digit: string) => {
    if (value.length < maxDigits) onChange(value + digit);
  };
  return (
    <div role="group" aria-label={t('record.keypad')} dir="ltr" className="grid max-w-xs grid-cols-3 gap-2" data-testid="numeric-keypad">
      {KEYS.map((digit) => (
        <button key={digit} type="button" className={keyClass} disabled={disabled} onClick={() => press(digit)}>
          {digit}
        </button>
      ))}
      <button type="button" className={keyClass} disabled={disabled || value === ''} onClick={() => onChange('')} aria-label={t('record.clear')}>
        C
      </button>
      <button type="button" className={keyClass} disabled={disabled} onClick={() => press('0')}>
        0
      </button>
      <button type="button" className={keyClass} disabled={disabled || value === ''} onClick={() => onChange(value.slice(0, -1))} aria-label={t('record.backspace')}>
        ⌫
      </button>
    </div>
  );
}
