import { useState } from 'react';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import type { MutationOutcome, MutationPayload } from '../../relay/useFormMutation';

/**
 * The save of a maintenance form (investigation, problem log, allocation): problems found before sending stop it,
 * refusals land beside their fields (the mutation's `useFormMutation` reports them), success is announced. The form
 * keeps what was typed either way. `run` answers whether it sent the save.
 */
export function useRecordSave(savedMessage: string) {
  const notify = useNotify();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const run = async (local: FieldErrors, save: () => Promise<MutationOutcome<MutationPayload>>): Promise<boolean> => {
    setErrors(local);
    if (Object.keys(local).length > 0) return false;
    setSaving(true);
    try {
      const outcome = await save();
      if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
      if (outcome.status === 'done') notify('success', savedMessage);
    } finally {
      setSaving(false);
    }
    return true;
  };
  return { errors, saving, run };
}

/** "Label (required)": the mark is visible, not only announced (none on a read-only form). */
export const requiredLabel = (label: string, mark: string | null) => (mark ? `${label} (${mark})` : label);

/** The save input of a form's values: the station only narrows the element list. */
export function withoutStation<V extends { stationId: string | null }>({ stationId: _station, ...values }: V): Omit<V, 'stationId'> {
  return values;
}
