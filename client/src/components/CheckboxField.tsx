import type { InputHTMLAttributes } from 'react';
import { focusRing } from './focusRing';
import { useViewOnly } from './viewOnly';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: string };

/** A native checkbox with its label as a 24px+ click target. */
export function CheckboxField({ label, disabled, ...inputProps }: CheckboxFieldProps) {
  const viewOnly = useViewOnly();
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-3 text-sm text-gray-800 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input type="checkbox" className={`size-5 accent-brand-main ${focusRing}`} {...inputProps} disabled={viewOnly || disabled} />
      {label}
    </label>
  );
}
