import { useId } from 'react';
import { focusRing } from '../../components/focusRing';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  error?: string | null | undefined;
  required?: boolean;
  name?: string;
}

/** A labelled native select with its error tied to it (WCAG 3.3.1). */
export function SelectField({ label, value, onChange, options, placeholder, error, required, name }: SelectFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-11 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 aria-invalid:border-red-700 ${focusRing}`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
