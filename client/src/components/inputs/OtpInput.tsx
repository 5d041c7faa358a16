import { TextField } from '../TextField';

/** 001 §5, §9: one-time codes have at most 6 characters. */
const OTP_MAX_LENGTH = 6;

/** Drops whitespace and keeps at most the code's length. */
export function cleanCode(value: string): string {
  return value.replace(/\s+/g, '').slice(0, OTP_MAX_LENGTH);
}

interface OtpInputProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

/**
 * A one-time-code field (docs/architecture.md §4): numeric keyboard, the browser's one-time-code autofill, paste
 * allowed; whitespace is dropped as the user types or pastes (000 §5 inputs are trimmed).
 */
export function OtpInput({ label, value, onChange, error, disabled, name = 'otpCode' }: OtpInputProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(cleanCode(event.target.value))}
      onPaste={(event) => {
        // A pasted code often carries spaces or a line break; maxLength would cut it before trimming.
        event.preventDefault();
        onChange(cleanCode(event.clipboardData.getData('text')));
      }}
      error={error}
      disabled={disabled}
      dir="ltr"
    />
  );
}
