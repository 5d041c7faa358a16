import { useTranslation } from '../i18n/useTranslation';
import { NotificationList } from '../components/NotificationList';
import { type NotificationStore, notifications } from './notificationStore';
import { useNotifications } from './useNotify';

/** The shell's live region for the application's notifications (000 §8, §9). */
export function NotificationCenter({ store = notifications }: { store?: NotificationStore }) {
  const { t } = useTranslation();
  const items = useNotifications(store);
  return (
    <NotificationList
      items={items}
      regionLabel={t('notifications.region')}
      dismissLabel={t('notifications.dismiss')}
      persistSuffix={t('notifications.persistSuffix')}
      onDismiss={store.dismiss}
    />
  );
}
