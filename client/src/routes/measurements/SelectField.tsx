import { type ComponentProps, useId } from 'react';
import { focusRing } from '../../components/focusRing';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  label: string;
  /** A problem with the choice, tied to the select with aria-describedby and aria-invalid. */
  error?: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first empty option, e.g. "Choose…". */
  placeholder?: string;
};

/** A labelled native select (large touch target, the platform's own picker on tablets). */
export function SelectField({ label, error, options, placeholder, id, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700 ${focusRing}`}
        {...props}
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
