import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import type { MeterAccess, MeterCaptureReason } from './__generated__/EntryForm_entry.graphql';

export const ACCESS_CHOICES: readonly MeterAccess[] = ['ACCESSIBLE', 'NO_ACCESS', 'DOG', 'LOCKED', 'OBSTRUCTED', 'UNSAFE'];
export const REASON_CHOICES: readonly MeterCaptureReason[] = ['REGULAR', 'REREAD', 'FINAL'];

const selectClass = `min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100 ${focusRing}`;

/** The access to the meter and the reason of the reading, side by side. */
export function EntryChoiceFields({
  access,
  onAccess,
  reason,
  onReason,
  disabled,
}: {
  access: MeterAccess;
  onAccess: (access: MeterAccess) => void;
  reason: MeterCaptureReason;
  onReason: (reason: MeterCaptureReason) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('meterCapture');
  const accessId = useId();
  const reasonId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={accessId} className="text-sm font-medium text-gray-800">
          {t('entry.access')}
        </label>
        <select id={accessId} name="access" className={selectClass} value={access} onChange={(event) => onAccess(event.target.value as MeterAccess)} disabled={disabled}>
          {ACCESS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`access.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-medium text-gray-800">
          {t('entry.reason')}
        </label>
        <select id={reasonId} name="reason" className={selectClass} value={reason} onChange={(event) => onReason(event.target.value as MeterCaptureReason)} disabled={disabled}>
          {REASON_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`reason.${choice}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
