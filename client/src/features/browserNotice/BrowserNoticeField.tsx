import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { useTranslation } from '../../i18n/useTranslation';
import { browserNoticesOn, enableBrowserNotices, rememberBrowserNotices } from './notificationFlag';

/** The notification flag of this browser (notificationFlag.ts), beside the customer's channel choices. */
export function BrowserNoticeField() {
  const { t } = useTranslation('notifications');
  const [on, setOn] = useState(browserNoticesOn);
  const [refused, setRefused] = useState(false);
  if (!('Notification' in window)) return null;

  async function toggle(wanted: boolean) {
    if (!wanted) {
      rememberBrowserNotices(false);
      setOn(false);
      return;
    }
    const allowed = await enableBrowserNotices();
    setOn(allowed);
    setRefused(!allowed);
  }

  return (
    <div className="flex flex-col gap-1">
      <CheckboxField label={t('browser.label')} checked={on} onChange={(event) => void toggle(event.target.checked)} />
      {refused ? <p className="text-sm text-gray-700">{t('browser.refused')}</p> : null}
    </div>
  );
}
