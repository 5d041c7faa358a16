import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { formatShortDateTime } from '../../i18n/format';
import type { MessageListItem_message$key } from './__generated__/MessageListItem_message.graphql';
import { DeleteMessageDialog } from './DeleteMessageDialog';
import { EditMessageDialog } from './EditMessageDialog';
import { useMessagePermissions } from './messagePermissions';
import { useMessageAuthor } from './messagesSide';
import { MessageView } from './MessageView';

type Open = 'view' | 'edit' | 'delete' | null;

/** One message: who wrote it, when, a 14-character preview (002 §2); it opens whole, and unread own ones can change. */
export function MessageListItem(props: { message: MessageListItem_message$key; connectionId: string }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState<Open>(null);
  const message = useFragment(
    graphql`
      fragment MessageListItem_message on ApplicationMessage {
        id
        preview
        date
        fromCustomer
        unread
        editable
        attachments {
          __typename
        }
        ...MessageView_message
        ...EditMessageDialog_message
      }
    `,
    props.message,
  );
  const { unreadForReader: unreadForMe, authorKey } = useMessageAuthor(message.fromCustomer, message.unread);
  const permissions = useMessagePermissions();
  const close = () => setOpen(null);
  return (
    <li
      data-testid="message-item"
      data-from={message.fromCustomer ? 'customer' : 'staff'}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border p-3 ${message.fromCustomer ? 'border-gray-200 bg-white' : 'border-brand-main/40 bg-sky-50'}`}
    >
      <button type="button" onClick={() => setOpen('view')} className={`flex min-h-10 min-w-0 flex-1 basis-64 flex-col items-start gap-0.5 rounded text-start ${focusRing}`}>
        <span className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          {unreadForMe ? <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-main" /> : null}
          <span className="font-semibold text-gray-800">{t(authorKey)}</span>
          <time dateTime={message.date}>{formatShortDateTime(message.date)}</time>
          {message.attachments.length > 0 ? <span>{t('message.attachmentCount', { count: message.attachments.length })}</span> : null}
          {unreadForMe ? <span className="sr-only">{t('message.unread')}</span> : null}
        </span>
        <span dir="auto" className={`text-gray-900 ${unreadForMe ? 'font-semibold' : ''}`} data-testid="message-preview">{message.preview}</span>
      </button>
      {message.editable && (permissions.edit || permissions.delete) ? (
        <span className="flex gap-2">
          {permissions.edit ? <Button variant="secondary" mutates onClick={() => setOpen('edit')}>{t('edit.open')}</Button> : null}
          {permissions.delete ? <Button variant="ghost" mutates onClick={() => setOpen('delete')}>{t('delete.open')}</Button> : null}
        </span>
      ) : null}
      {open === 'view' ? <MessageView message={message} onClose={close} /> : null}
      {open === 'edit' ? <EditMessageDialog message={message} onClose={close} /> : null}
      {open === 'delete' ? <DeleteMessageDialog messageId={message.id} connectionId={props.connectionId} onClose={close} /> : null}
    </li>
  );
}
