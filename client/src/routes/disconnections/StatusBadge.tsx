import { useTranslation } from '../../i18n/useTranslation';

const TONES: Record<string, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  DISCONNECTED: 'bg-red-100 text-red-900',
  RECONNECTED: 'bg-green-100 text-green-900',
  CANCELLED: 'bg-gray-200 text-gray-800',
};

/** Where an order stands, and whether it is under investigation; the text carries the meaning. */
export function DisconnectionBadges({ status, underInvestigation }: { status: string; underInvestigation: boolean }) {
  const { t } = useTranslation('disconnections');
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status] ?? TONES['CANCELLED']}`} data-testid="disconnection-status">
        {t(`status.${status}`, { defaultValue: status })}
      </span>
      {underInvestigation ? (
        <span className="inline-flex rounded-full bg-purple-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-purple-900" data-testid="disconnection-investigation-badge">
          {t('investigation.badge')}
        </span>
      ) : null}
    </span>
  );
}
