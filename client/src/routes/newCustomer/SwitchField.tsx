import { Field, Label, Switch } from '@headlessui/react';
import { focusRing } from '../../components/focusRing';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch with its label; a locked switch stays readable (002 §2 ConsentReceiveEmail). */
export function SwitchField({ label, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <Field className="flex items-center gap-3" disabled={disabled}>
      <Switch
        checked={checked}
        onChange={onChange}
        className={`group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-gray-500 transition data-checked:bg-brand-main data-disabled:opacity-70 ${focusRing}`}
      >
        <span className="inline-block size-5 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6" />
      </Switch>
      <Label className="text-base text-gray-900">{label}</Label>
    </Field>
  );
}
