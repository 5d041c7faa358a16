import type { CustomFieldModel, NewCustomerForm } from './formModel';
import { CustomFieldInput } from './CustomFieldInput';

interface CustomFieldsStepProps {
  fields: readonly CustomFieldModel[];
  form: NewCustomerForm;
  errors: Readonly<Record<string, string>>;
  onChange: (customFieldId: number, value: string) => void;
}

/** 002 §2: the additional fields, grouped by group name in display order. */
export function CustomFieldsStep({ fields, form, errors, onChange }: CustomFieldsStepProps) {
  const groups = [...new Set(fields.map((field) => field.groupName))];
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group} className="grid min-w-0 grid-cols-1 gap-4 rounded-md border border-gray-300 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold text-gray-900">{group}</legend>
          {fields
            .filter((field) => field.groupName === group)
            .map((field) => (
              <CustomFieldInput key={field.customFieldId} field={field} form={form} error={errors[`custom.${field.customFieldId}`]} onChange={(value) => onChange(field.customFieldId, value)} />
            ))}
        </fieldset>
      ))}
    </div>
  );
}
