import { useEffect, useRef } from 'react';
import { browserNoticesOn } from './notificationFlag';

/**
 * Shows the browser's own notice when the live unread count grows while the tab is hidden and the
 * notification flag is on (notificationFlag.ts). The first count is not news: it is on the header already.
 */
export function useNewMessageNotice(count: number | null, text: (count: number) => { title: string; body: string }): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count === null) return;
    const grew = previous.current !== null && count > previous.current;
    previous.current = count;
    if (!grew || !document.hidden || !browserNoticesOn()) return;
    const { title, body } = text(count);
    new Notification(title, { body, tag: 'portal-messages' });
  }, [count, text]);
}
