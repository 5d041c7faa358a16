import { useFormField } from '../../forms/fields';
import { SelectField } from '../../components/SelectField';

interface LookupProps {
  label: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ readonly lookupId: number; readonly name: string }>;
  /** The first, empty option. */
  placeholder: string;
  disabled?: boolean;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
}

/** A select of a lookup list (complain type, problem type, outcome, service) after an empty first option. */
export function LookupSelect(props: LookupProps) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      disabled={props.disabled}
      error={props.error}
      required={props.required}
      data-testid={props.testId}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.lookupId} value={option.lookupId}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A LookupSelect bound to the field `name` of the form around it (../../forms/fields.tsx). */
export function FormLookupSelect({ name, ...props }: Omit<LookupProps, 'value' | 'onChange' | 'error'> & { name: string }) {
  const field = useFormField<string>(name);
  return <LookupSelect {...props} value={field.value} onChange={field.onChange} error={field.error ?? undefined} />;
}
