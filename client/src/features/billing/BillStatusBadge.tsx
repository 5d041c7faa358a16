import { useTranslation } from '../../i18n/useTranslation';
import { Badge, type BadgeTone, toneOf } from '../../components/Badge';

const TONES: Record<string, BadgeTone> = { PAID: 'success', PARTLY_PAID: 'warning', UNPAID: 'danger', COMPLETED: 'success', PENDING: 'info' };

/** A bill's or payment's status as a labelled badge (text, never colour alone). */
export function BillStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="outline" tone={toneOf(TONES, status, 'danger')}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
