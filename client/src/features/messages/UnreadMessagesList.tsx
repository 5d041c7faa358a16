import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { LoadMore } from '../../components/table/LoadMore';
import { focusRing } from '../../components/focusRing';
import { formatShortDateTime } from '../../i18n/format';
import type { UnreadMessagesList_user$key } from './__generated__/UnreadMessagesList_user.graphql';
import type { UnreadMessagesListPaginationQuery } from './__generated__/UnreadMessagesListPaginationQuery.graphql';
import { MessageAttachmentLinks } from './MessageAttachmentLinks';
import { MessagePermissionsContext, READ_ONLY_MESSAGE_PERMISSIONS } from './messagePermissions';
import { useOpenApplicationMessageMutation } from './useOpenApplicationMessageMutation';

const PAGE_SIZE = 10;

/** The unread staff messages: preview and application; a message opens in place and becomes read. */
export function UnreadMessagesList(props: { user: UnreadMessagesList_user$key; onNavigate: () => void }) {
  const { t } = useTranslation('messages');
  const open = useOpenApplicationMessageMutation();
  const [opened, setOpened] = useState<string | null>(null);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<UnreadMessagesListPaginationQuery, UnreadMessagesList_user$key>(
    graphql`
      fragment UnreadMessagesList_user on User
      @refetchable(queryName: "UnreadMessagesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        unreadMessages(first: $count, after: $cursor) @connection(key: "UnreadMessagesList_unreadMessages") {
          edges {
            node {
              id
              text
              preview
              date
              applicationName
              applicationType
              portalApplicationId
              attachments {
                ...MessageAttachmentLinks_attachments
              }
            }
          }
        }
      }
    `,
    props.user,
  );
  const { edges } = data.unreadMessages;
  if (edges.length === 0) return <p data-testid="unread-empty">{t('unread.empty')}</p>;
  const show = (id: string) => {
    setOpened(id);
    open(id);
  };
  return (
    <MessagePermissionsContext.Provider value={READ_ONLY_MESSAGE_PERMISSIONS}>
    <div className="flex flex-col gap-3">
      <ul className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
        {edges.map(({ node }) => (
          <li key={node.id} data-testid="unread-message" className="flex flex-col gap-1 rounded-md border border-gray-200 p-3">
            <Link to={`/app/${node.applicationType}/${node.portalApplicationId}`} onClick={props.onNavigate} className={`self-start text-sm font-semibold text-brand-main underline ${focusRing}`}>
              {node.applicationName}
            </Link>
            <time dateTime={node.date} className="text-xs text-gray-600">{formatShortDateTime(node.date)}</time>
            {opened === node.id ? (
              <>
                <p dir="auto" className="whitespace-pre-line break-words text-gray-900">{node.text}</p>
                <MessageAttachmentLinks attachments={node.attachments} />
              </>
            ) : (
              <button type="button" onClick={() => show(node.id)} className={`min-h-10 rounded text-start text-gray-900 ${focusRing}`}>
                {node.preview} <span className="text-sm text-brand-main underline">{t('unread.open')}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)} label={t('panel.more')} align="stretch" /> : null}
    </div>
    </MessagePermissionsContext.Provider>
  );
}
