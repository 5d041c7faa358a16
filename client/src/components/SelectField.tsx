import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { focusRing } from './focusRing';
import { useViewOnly } from './viewOnly';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  label: string;
  /** A problem with the choice, tied to the select with aria-describedby and aria-invalid (WCAG 3.3.1). */
  error?: string | null | undefined;
  errorTestId?: string;
  /**
   * The choices; `children` may add options of its own after them. `dir: 'auto'` on a label of data (an
   * address) gives it its own direction: the closed select then shows its start and cuts its end, in a
   * right-to-left page too.
   */
  options?: ReadonlyArray<{ value: string; label: string; dir?: 'auto' }>;
  /** A first empty option, e.g. "Choose…". */
  placeholder?: string;
  /**
   * With `required`, a visible mark beside the label ("required"), not only announced. `required` sets
   * aria-required, never the browser's own check, so the form's localized errors stay the only ones.
   */
  requiredMark?: string;
  /** With `required`, the border in the brand colour; forms whose required fields all look alike turn it off. */
  emphasizeRequired?: boolean;
  /** The chosen value, for callers that need no event (called after `onChange`). */
  onValueChange?: (value: string) => void;
  children?: ReactNode;
};

/** The portal's one select: labelled, native (the platform's own picker on tablets and phones), large touch target. */
export function SelectField({ label, error, errorTestId, options = [], placeholder, required = false, requiredMark, emphasizeRequired = true, id, onChange, onValueChange, children, disabled, ...props }: SelectFieldProps) {
  const viewOnly = useViewOnly();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const change = onChange || onValueChange ? (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  } : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
        {label}
        {required && requiredMark ? <span className="ms-1 font-semibold text-red-700">({requiredMark})</span> : null}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        className={`min-h-11 w-full min-w-0 text-ellipsis rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700 ${required && emphasizeRequired ? 'border-brand-main' : ''} ${focusRing}`}
        onChange={change}
        disabled={viewOnly || disabled}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} dir={option.dir}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
