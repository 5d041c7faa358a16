import { Description, Field, Input, type InputProps, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import { focusRing } from './focusRing';

export type TextFieldProps = Omit<InputProps, 'className'> & {
  label: string;
  /** A problem with the value, tied to the input with aria-describedby and aria-invalid. */
  error?: string | null;
  /** Content after the input inside its frame, for example a show-password toggle. */
  trailing?: ReactNode;
};

/** A labelled text input; Headless UI wires the label, the description and the invalid state. */
export function TextField({ label, error, trailing, ...inputProps }: TextFieldProps) {
  return (
    <Field className="flex flex-col gap-1" disabled={inputProps.disabled}>
      <Label className="text-sm font-medium text-gray-800 data-disabled:opacity-60">{label}</Label>
      <div className="relative flex items-center">
        <Input
          invalid={Boolean(error)}
          className={`min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 data-disabled:bg-gray-100 data-invalid:border-red-700 ${trailing ? 'pe-12' : ''} ${focusRing}`}
          {...inputProps}
        />
        {trailing ? <div className="absolute end-1">{trailing}</div> : null}
      </div>
      {error ? <Description className="text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
