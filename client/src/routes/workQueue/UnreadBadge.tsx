import { useTranslation } from '../../i18n/useTranslation';
import { Badge } from '../../components/Badge';

/** Unread customer messages of an application; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('workQueue');
  if (count === 0) return <span className="text-gray-500" data-testid="unread-badge" data-count={0}>{t('table.noUnread')}</span>;
  return (
    <Badge tone="brand" data-testid="unread-badge" data-count={count}>
      {t('table.unreadCount', { count })}
    </Badge>
  );
}
