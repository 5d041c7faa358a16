import { useTranslation } from '../i18n/useTranslation';
import { APPLICATION_STATUS_TONES } from '../lib/applicationStatuses';
import { Badge, toneOf } from './Badge';

/** An application's record status as a coloured, localized label (002 §4), wherever applications are listed. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('applications');
  return <Badge tone={toneOf(APPLICATION_STATUS_TONES, status, 'neutral')}>{t(`status.${status}`)}</Badge>;
}
