import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PasswordField } from '../PasswordField';
import { type PasswordPolicy, passwordProblems } from '../../../../shared/passwordRules';
import { type PasswordPairValue, passwordPairValue } from './passwordRules';

interface PasswordPairProps {
  value: PasswordPairValue;
  onChange: (value: PasswordPairValue) => void;
  policy: PasswordPolicy;
  /** A problem reported by the server about the new password. */
  error?: string | null;
  disabled?: boolean;
  label?: string;
  /** The utility's password-rules tooltip (text 56, 001 §7), describing the new password field. */
  rulesHint?: string | null;
  /** The utility's password message (text 86, 001 §7), shown under the pair. */
  note?: string | null;
}

/**
 * 001 §2 password pair: new password and repeat, reporting password, password2 and canContinue. Rule
 * messages appear once the user has typed, one per broken rule (001 §5).
 */
export function PasswordPair({ value, onChange, policy, error, disabled, label, rulesHint, note }: PasswordPairProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [touched, setTouched] = useState({ password: value.password !== '', password2: value.password2 !== '' });
  const problems = touched.password ? passwordProblems(value.password, policy) : [];
  const ruleText = problems.map((problem) => t(`inputs.password.${problem}`, { count: policy.minimumLength })).join(' ');
  const mismatch = touched.password2 && value.password2 !== value.password;

  return (
    <div className="flex flex-col gap-4">
      <PasswordField
        label={label ?? t('inputs.password.new')}
        name="newPassword"
        autoComplete="new-password"
        aria-describedby={rulesHint ? hintId : undefined}
        value={value.password}
        onChange={(event) => {
          setTouched((current) => ({ ...current, password: true }));
          onChange(passwordPairValue(event.target.value, value.password2, policy));
        }}
        error={error || ruleText || null}
        disabled={disabled}
        showLabel={t('inputs.password.show')}
        hideLabel={t('inputs.password.hide')}
        required
      />
      {rulesHint ? (
        <p id={hintId} className="-mt-3 text-xs text-gray-600">
          {rulesHint}
        </p>
      ) : null}
      <PasswordField
        label={t('inputs.password.repeat')}
        name="repeatPassword"
        autoComplete="new-password"
        value={value.password2}
        onChange={(event) => {
          setTouched((current) => ({ ...current, password2: true }));
          onChange(passwordPairValue(value.password, event.target.value, policy));
        }}
        error={mismatch ? t('inputs.password.mismatch') : null}
        disabled={disabled}
        showLabel={t('inputs.password.show')}
        hideLabel={t('inputs.password.hide')}
        required
      />
      {note ? <p className="text-sm text-gray-700">{note}</p> : null}
    </div>
  );
}
