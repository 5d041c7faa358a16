import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Announces a change of the unread count politely (WCAG 4.1.3 status messages); the first count is
 * not news, it is on the link's label already.
 */
export function UnreadCountAnnouncer({ count }: { count: number | null }) {
  const { t } = useTranslation('emails');
  const previous = useRef<number | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (count === null) return;
    if (previous.current !== null && previous.current !== count) setMessage(t('unread.label', { count }));
    previous.current = count;
  }, [count, t]);
  return (
    <span role="status" aria-live="polite" className="sr-only" data-testid="unread-announcement">
      {message}
    </span>
  );
}
