import { Description, Field, Label, Textarea, type TextareaProps } from '@headlessui/react';
import { focusRing } from './focusRing';
import { useViewOnly } from './viewOnly';

type TextAreaFieldProps = Omit<TextareaProps, 'className'> & { label: string; error?: string | null; hint?: string };

/** A labelled multi-line input whose error and hint are tied to it (WCAG 3.3.1, 1.3.1). */
export function TextAreaField({ label, error, hint, disabled, ...props }: TextAreaFieldProps) {
  const off = useViewOnly() || disabled;
  return (
    <Field className="flex flex-col gap-1" disabled={off}>
      <Label className="text-sm font-medium text-gray-800">{label}</Label>
      <Textarea
        invalid={Boolean(error)}
        rows={8}
        className={`w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 data-disabled:bg-gray-100 data-invalid:border-red-700 ${focusRing}`}
        {...props}
        disabled={off}
      />
      {hint ? <Description className="text-sm text-gray-700">{hint}</Description> : null}
      {error ? <Description className="text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
