import { useTranslation } from '../../i18n/useTranslation';
import { STATUS_TONE } from './statuses';

/** An application's record status as a coloured, localized label (002 §4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('applications');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status] ?? STATUS_TONE['UNKNOWN']}`}>
      {t(`status.${status}`)}
    </span>
  );
}
