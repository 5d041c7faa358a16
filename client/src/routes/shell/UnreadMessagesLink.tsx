import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import { EnvelopeIcon } from './icons';

/** Shared by the stand-in below and the live button. */
export const unreadButtonClass = `relative inline-flex min-h-10 min-w-10 items-center justify-center rounded-md hover:bg-white/10 ${focusRing}`;

// The live count (subscription) loads for customers only: visitors' /login never needs it.
const LiveUnreadMessagesButton = lazy(() => import('./LiveUnreadMessagesButton'));
// The dialog's code (and its query) loads on the first click only.
const UnreadMessagesDialog = lazy(() => import('../../features/messages').then((module) => ({ default: module.UnreadMessagesDialog })));

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
          <button type="button" aria-haspopup="dialog" data-testid="unread-messages" aria-label={t('shell.messages')} title={t('shell.messages')} className={unreadButtonClass} onClick={openDialog}>
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
