import { useTranslation } from '../../i18n/useTranslation';

/** Unread customer messages of an application; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('workQueue');
  if (count === 0) return <span className="text-gray-500" data-testid="unread-badge" data-count={0}>{t('table.noUnread')}</span>;
  return (
    <span className="inline-flex whitespace-nowrap rounded-full bg-brand-main px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="unread-badge" data-count={count}>
      {t('table.unreadCount', { count })}
    </span>
  );
}
