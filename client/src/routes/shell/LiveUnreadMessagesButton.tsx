import { useCallback } from 'react';
import { Badge } from '../../components/Badge';
import { useNewMessageNotice } from '../../features/browserNotice/useNewMessageNotice';
import { useTranslation } from '../../i18n/useTranslation';
import { EnvelopeIcon } from './icons';
import { UnreadCountAnnouncer } from './UnreadCountAnnouncer';
import { unreadButtonClass } from './UnreadMessagesLink';
import { useUnreadMessageCount } from './useUnreadMessageCount';

/** More than this shows as "99+" in the badge; the accessible label keeps the real number. */
const BADGE_MAX = 99;

function UnreadBadge({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="absolute -top-0.5 -end-0.5 flex">
      <Badge tone="danger" variant="solid" shape="counter" data-testid="unread-badge">
        {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      </Badge>
    </span>
  );
}

/** The button with the live count (its subscription code loads only for customers, beside the screen). */
export default function LiveUnreadMessagesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation(['emails', 'common']);
  const count = useUnreadMessageCount();
  useNewMessageNotice(
    count,
    useCallback((unread: number) => ({ title: t('emails:unread.noticeTitle'), body: t('emails:unread.label', { count: unread }) }), [t]),
  );
  const label = count === null ? t('common:shell.messages') : t('emails:unread.label', { count });
  return (
    <>
      <button type="button" aria-haspopup="dialog" data-testid="unread-messages" aria-label={label} title={label} className={unreadButtonClass} onClick={onOpen}>
        <EnvelopeIcon />
        {count !== null && count > 0 ? <UnreadBadge count={count} /> : null}
      </button>
      <UnreadCountAnnouncer count={count} />
    </>
  );
}
