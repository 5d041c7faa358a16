import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type FieldErrors, type UserErrorData, reportUserErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';

/**
 * The save of a maintenance form (investigation, problem log, allocation): problems found before sending stop it,
 * refusals land beside their fields (others as notifications), success is announced. The form keeps what was typed
 * either way. `run` answers whether it sent the save.
 */
export function useRecordSave(fields: readonly string[], savedMessage: string) {
  const { t } = useTranslation('maintenance');
  const notify = useNotify();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const run = async (local: FieldErrors, save: () => Promise<readonly UserErrorData[]>): Promise<boolean> => {
    setErrors(local);
    if (Object.keys(local).length > 0) return false;
    setSaving(true);
    try {
      const userErrors = await save();
      setErrors(reportUserErrors(userErrors, { fields, notify, t }).fieldErrors);
      if (userErrors.length === 0) notify('success', savedMessage);
    } catch {
      notify('error', t('errors.saveFailed'));
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
