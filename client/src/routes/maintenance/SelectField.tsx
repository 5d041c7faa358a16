import { Description, Field, Label, Select, type SelectProps } from '@headlessui/react';
import type { ReactNode } from 'react';
import { focusRing } from '../../components/focusRing';

type SelectFieldProps = Omit<SelectProps, 'className' | 'children'> & {
  label: string;
  error?: string | null;
  /** Shows a visible "required" mark beside the label and sets aria-required. */
  required?: boolean;
  requiredMark?: string;
  children: ReactNode;
};

/** A labelled select whose error is tied to it (WCAG 3.3.1); the required mark is visible, not only announced. */
export function SelectField({ label, error, required = false, requiredMark, children, ...props }: SelectFieldProps) {
  return (
    <Field className="flex flex-col gap-1" disabled={props.disabled}>
      <Label className="text-sm font-medium text-gray-800">
        {label}
        {required && requiredMark ? <span className="ms-1 font-semibold text-red-700">({requiredMark})</span> : null}
      </Label>
      <Select
        invalid={Boolean(error)}
        aria-required={required || undefined}
        className={`min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 data-disabled:bg-gray-100 data-invalid:border-red-700 ${required ? 'border-brand-main' : ''} ${focusRing}`}
        {...props}
      >
        {children}
      </Select>
      {error ? <Description className="text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
