import { useState } from 'react';
import { focusRing } from './focusRing';
import { TextField, type TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & { showLabel: string; hideLabel: string };

/** A password input with a show/hide toggle; the toggle is a plain button, never a submit. */
export function PasswordField({ showLabel, hideLabel, ...fieldProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...fieldProps}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          disabled={fieldProps.disabled}
          onClick={() => setVisible((value) => !value)}
          className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded text-gray-600 hover:text-brand-main disabled:opacity-50 ${focusRing}`}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M4 4l16 16" /> : null}
          </svg>
        </button>
      }
    />
  );
}
