import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../TextField';
import { type ContactAccept, contactMessageKey } from './contactRules';

interface EmailOrPhoneInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 001 §2: one field accepting an email, a phone or either. */
  accept: ContactAccept;
  /** settings.customerMobileNoRegExpr, for phones. */
  phonePattern?: string | null;
  /** A problem reported by the server, shown instead of the local rule. */
  error?: string | null;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
}

const autoCompleteFor: Record<ContactAccept, string> = { email: 'email', phone: 'tel', either: 'username' };
const inputModeFor = { email: 'email', phone: 'tel', either: 'email' } as const;

/** The shared email-or-phone field (001 §2, §5). */
export function EmailOrPhoneInput({ label, value, onChange, accept, phonePattern, error, disabled, name = 'email', autoComplete }: EmailOrPhoneInputProps) {
  const { t } = useTranslation();
  const ruleKey = contactMessageKey(value, accept, phonePattern);
  return (
    <TextField
      label={label}
      name={name}
      type={accept === 'email' ? 'email' : 'text'}
      inputMode={inputModeFor[accept]}
      autoComplete={autoComplete ?? autoCompleteFor[accept]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error || (ruleKey ? t(ruleKey) : null)}
      disabled={disabled}
      dir="ltr"
      required
    />
  );
}
