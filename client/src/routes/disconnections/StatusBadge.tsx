import { useTranslation } from '../../i18n/useTranslation';
import { Badge, type BadgeTone, toneOf } from '../../components/Badge';

const TONES: Record<string, BadgeTone> = { PENDING: 'warning', DISCONNECTED: 'danger', RECONNECTED: 'success', CANCELLED: 'muted' };

/** Where an order stands, and whether it is under investigation; the text carries the meaning. */
export function DisconnectionBadges({ status, underInvestigation }: { status: string; underInvestigation: boolean }) {
  const { t } = useTranslation('disconnections');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={toneOf(TONES, status, 'muted')} data-testid="disconnection-status">
        {t(`status.${status}`, { defaultValue: status })}
      </Badge>
      {underInvestigation ? (
        <Badge tone="special" data-testid="disconnection-investigation-badge">
          {t('investigation.badge')}
        </Badge>
      ) : null}
    </span>
  );
}
