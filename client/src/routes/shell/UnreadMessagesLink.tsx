import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/focusRing';
import { EnvelopeIcon } from './icons';
import { UnreadCountAnnouncer } from './UnreadCountAnnouncer';
import { useUnreadMessageCount } from './useUnreadMessageCount';

// The dialog's code (and its query) loads on the first click only.
const UnreadMessagesDialog = lazy(() => import('../messages').then((module) => ({ default: module.UnreadMessagesDialog })));

/** More than this shows as "99+" in the badge; the accessible label keeps the real number. */
const BADGE_MAX = 99;

const buttonClass = `relative inline-flex min-h-10 min-w-10 items-center justify-center rounded-md hover:bg-white/10 ${focusRing}`;

function UnreadBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="unread-badge"
      aria-hidden="true"
      className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

function LiveUnreadMessagesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation(['emails', 'common']);
  const count = useUnreadMessageCount();
  const label = count === null ? t('common:shell.messages') : t('emails:unread.label', { count });
  return (
    <>
      <button type="button" aria-haspopup="dialog" data-testid="unread-messages" aria-label={label} title={label} className={buttonClass} onClick={onOpen}>
        <EnvelopeIcon />
        {count !== null && count > 0 ? <UnreadBadge count={count} /> : null}
      </button>
      <UnreadCountAnnouncer count={count} />
    </>
  );
}

/**
 * 000 §2 / §6: customers see their unread messages from the header — a live count on the button,
 * which opens the unread-message dialog.
 */
export function UnreadMessagesLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const openDialog = () => setOpen(true);
  return (
    <>
      <Suspense
        fallback={
          <button type="button" aria-haspopup="dialog" data-testid="unread-messages" aria-label={t('shell.messages')} title={t('shell.messages')} className={buttonClass} onClick={openDialog}>
            <EnvelopeIcon />
          </button>
        }
      >
        <LiveUnreadMessagesButton onOpen={openDialog} />
      </Suspense>
      {open ? (
        <Suspense fallback={null}>
          <UnreadMessagesDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
