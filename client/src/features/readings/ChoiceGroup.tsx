import { focusRing } from '../../components/focusRing';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
}

/** A segmented choice built from native radio buttons, so arrow keys and screen readers work as usual. */
export function ChoiceGroup<T extends string>({ legend, name, value, options, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`inline-flex min-h-10 cursor-pointer items-center rounded-md border px-3 text-sm has-checked:border-brand-main has-checked:bg-brand-main has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-main has-disabled:cursor-not-allowed has-disabled:opacity-60 border-gray-400 text-gray-900`}
        >
          <input type="radio" className={`sr-only ${focusRing}`} name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
