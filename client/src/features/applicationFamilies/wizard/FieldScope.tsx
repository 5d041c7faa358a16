import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { FamilyDefinition, FieldDefinition } from '../../../../../shared/applicationForms/definition';
import type { FormTree } from '../formValues';
import { FieldInput } from './FieldInput';

interface FieldScopeProps {
  family: FamilyDefinition;
  fields: readonly FieldDefinition[];
  /** `''` for a step's fields, `<group>.<i>.` for a group item's. */
  prefix: string;
  control: Control<FormTree>;
  setValue: UseFormSetValue<FormTree>;
  disabled?: boolean;
}

/** A field shown only while its controlling field holds one of the values that show it. */
function ConditionalField(props: { field: FieldDefinition } & Omit<FieldScopeProps, 'fields'> & { onChanged: () => void }) {
  const { field, prefix, control } = props;
  const controlling = useWatch({ control, name: prefix + (field.visibleWhen?.field ?? '') });
  if (typeof controlling !== 'string' || !field.visibleWhen?.equals.includes(controlling)) return null;
  return <FieldInput family={props.family} field={field} name={prefix + field.id} prefix={prefix} control={control} onChanged={props.onChanged} disabled={props.disabled} />;
}

/**
 * The fields of a step or of one group item: conditions of `visibleWhen` applied, and a lookup cleared when
 * the field its options depend on changes (its old value belongs to another parent).
 */
export function FieldScope(props: FieldScopeProps) {
  const { family, fields, prefix, control, setValue, disabled } = props;
  const clearChildren = (parent: FieldDefinition) => () => {
    for (const child of fields) if (child.kind === 'lookup' && child.parent === parent.id) setValue(prefix + child.id, '', { shouldDirty: true });
  };
  return (
    <div className="grid gap-4">
      {fields.map((field) =>
        field.visibleWhen ? (
          <ConditionalField key={field.id} {...props} field={field} onChanged={clearChildren(field)} />
        ) : (
          <FieldInput key={field.id} family={family} field={field} name={prefix + field.id} prefix={prefix} control={control} onChanged={clearChildren(field)} disabled={disabled} />
        ),
      )}
    </div>
  );
}
