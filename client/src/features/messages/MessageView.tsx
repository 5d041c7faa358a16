import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../i18n/format';
import type { MessageView_message$key } from './__generated__/MessageView_message.graphql';
import { MessageAttachmentLinks } from './MessageAttachmentLinks';
import { useMessageAuthor } from './messagesSide';
import { useOpenApplicationMessageMutation } from './useOpenApplicationMessageMutation';

/** A message shown whole; opening an unread staff message marks it read (002 §4). */
export function MessageView(props: { message: MessageView_message$key; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const open = useOpenApplicationMessageMutation();
  const message = useFragment(
    graphql`
      fragment MessageView_message on ApplicationMessage {
        id
        text
        date
        fromCustomer
        unread
        applicationName
        attachments {
          ...MessageAttachmentLinks_attachments
        }
      }
    `,
    props.message,
  );
  const { unreadForReader: markRead, authorKey } = useMessageAuthor(message.fromCustomer, message.unread);
  useEffect(() => {
    if (markRead) open(message.id);
  }, [markRead, open, message.id]);
  return (
    <Dialog open title={t(authorKey)} closeLabel={t('common:actions.close')} onClose={props.onClose}>
      <div className="flex flex-col gap-3" data-testid="message-view">
        <p className="text-sm text-gray-600">
          {message.applicationName} · <time dateTime={message.date}>{formatDateTime(message.date)}</time>
        </p>
        <p dir="auto" className="whitespace-pre-line break-words text-base text-gray-900">{message.text}</p>
        <MessageAttachmentLinks attachments={message.attachments} />
      </div>
    </Dialog>
  );
}
