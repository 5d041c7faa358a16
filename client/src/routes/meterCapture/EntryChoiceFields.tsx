import { useTranslation } from '../../i18n/useTranslation';
import { SelectField } from '../../components/SelectField';
import type { MeterAccess, MeterCaptureReason } from './__generated__/EntryForm_entry.graphql';

const ACCESS_CHOICES: readonly MeterAccess[] = ['ACCESSIBLE', 'NO_ACCESS', 'DOG', 'LOCKED', 'OBSTRUCTED', 'UNSAFE'];
const REASON_CHOICES: readonly MeterCaptureReason[] = ['REGULAR', 'REREAD', 'FINAL'];

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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('entry.access')}
        name="access"
        value={access}
        onValueChange={(value) => onAccess(value as MeterAccess)}
        disabled={disabled}
        options={ACCESS_CHOICES.map((choice) => ({ value: choice, label: t(`access.${choice}`) }))}
      />
      <SelectField
        label={t('entry.reason')}
        name="reason"
        value={reason}
        onValueChange={(value) => onReason(value as MeterCaptureReason)}
        disabled={disabled}
        options={REASON_CHOICES.map((choice) => ({ value: choice, label: t(`reason.${choice}`) }))}
      />
    </div>
  );
}
