import { type ComponentProps, type ReactNode, useId } from 'react';
import { focusRing } from './focusRing';
import { useViewOnly } from './viewOnly';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  /** A problem with the value, tied to the input with aria-describedby and aria-invalid. */
  error?: string | null;
  /** Content after the input inside its frame, for example a show-password toggle. */
  trailing?: ReactNode;
};

/**
 * A labelled text input: the label names it (`for`), the error describes it (`aria-describedby`) and
 * marks it invalid (`aria-invalid`). Plain elements, so the first page needs no form library code.
 */
export function TextField({ label, error, trailing, id, 'aria-describedby': describedBy, disabled: disabledProp, ...props }: TextFieldProps) {
  const disabled = useViewOnly() || disabledProp;
  const inputProps = { ...props, disabled };
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const description = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className={`text-sm font-medium text-gray-800 ${inputProps.disabled ? 'opacity-60' : ''}`}>
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
          className={`min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 aria-invalid:border-red-700 ${trailing ? 'pe-12' : ''} ${focusRing}`}
          {...inputProps}
        />
        {trailing ? <div className="absolute end-1">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
