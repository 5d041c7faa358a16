import { useTranslation } from '../../i18n/useTranslation';
import { Badge, type BadgeTone, toneOf } from '../../components/Badge';

const TONES: Record<string, BadgeTone> = { OUTSTANDING: 'warning', COMPLETED: 'success', NON_EDITABLE: 'neutral' };

/** Where a meter stands in the cycle, in words (not by colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('meterCapture');
  return (
    <Badge variant="bordered" tone={toneOf(TONES, status, 'neutral')}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
