import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useQueryLoader } from '../../relay/screenHooks';
import { Dialog } from '../../components/Dialog';
import type { UnreadMessagesDialogQuery } from './__generated__/UnreadMessagesDialogQuery.graphql';
import { UnreadMessagesList } from './UnreadMessagesList';

const unreadMessagesDialogQuery = graphql`
  query UnreadMessagesDialogQuery {
    viewer {
      user {
        ...UnreadMessagesList_user
      }
    }
  }
`;

function Loading() {
  const { t } = useTranslation('messages');
  return <p role="status">{t('unread.loading')}</p>;
}

function UnreadMessages({ queryRef, onNavigate }: { queryRef: PreloadedQuery<UnreadMessagesDialogQuery>; onNavigate: () => void }) {
  const { viewer } = usePreloadedQuery<UnreadMessagesDialogQuery>(unreadMessagesDialogQuery, queryRef);
  return viewer.user ? <UnreadMessagesList user={viewer.user} onNavigate={onNavigate} /> : null;
}

/**
 * 000 §2 unread-message dialog, for the shell's unread-message link: the customer's unread staff
 * messages without add or edit; opening one shows it whole and marks it read. Its query loads when
 * it opens, fresh each time.
 */
export function UnreadMessagesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const [queryRef, loadQuery, disposeQuery] = useQueryLoader<UnreadMessagesDialogQuery>(unreadMessagesDialogQuery);
  useEffect(() => {
    if (open) loadQuery({}, { fetchPolicy: 'network-only' });
    else disposeQuery();
  }, [open, loadQuery, disposeQuery]);
  if (!open) return null;
  return (
    <Dialog open title={t('unread.title')} closeLabel={t('common:actions.close')} onClose={onClose}>
      <Suspense fallback={<Loading />}>{queryRef ? <UnreadMessages queryRef={queryRef} onNavigate={onClose} /> : <Loading />}</Suspense>
    </Dialog>
  );
}
