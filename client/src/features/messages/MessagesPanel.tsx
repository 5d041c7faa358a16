import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import type { MessagesPanel_application$key } from './__generated__/MessagesPanel_application.graphql';
import type { MessagesPanelPaginationQuery } from './__generated__/MessagesPanelPaginationQuery.graphql';
import { MessageListItem } from './MessageListItem';
import { MessagesSideContext, type MessagesSide } from './messagesSide';
import { type MessagePermissions, MessagePermissionsContext } from './messagePermissions';
import { NewMessageForm } from './NewMessageForm';
import { LoadMore } from '../../components/table/LoadMore';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../notifications/useNotify';
import { NetworkError } from '../../relay/errors';
import { ROUTE_PATHS } from '../../router/access';

/** 002 §9: messages page by 5. */
const MESSAGES_PAGE_SIZE = 5;

/**
 * 002 §2 messages panel: the application's messages, newest first, 5 at a time, and the new-message form;
 * what may be added, changed and downloaded is the host's grant (`permissions`, 002 §6).
 */
export function MessagesPanel(props: { application: MessagesPanel_application$key; side?: MessagesSide; permissions: MessagePermissions }) {
  const { t } = useTranslation('messages');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MessagesPanelPaginationQuery, MessagesPanel_application$key>(
    graphql`
      fragment MessagesPanel_application on Application
      @refetchable(queryName: "MessagesPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        id
        messages(first: $count, after: $cursor) @connection(key: "MessagesPanel_messages") {
          __id
          totalCount
          loadProblem
          edges {
            node {
              id
              ...MessageListItem_message
            }
          }
        }
      }
    `,
    props.application,
  );
  const connectionId = data.messages.__id;
  const { edges, totalCount, loadProblem } = data.messages;
  const notify = useNotify();
  const navigate = useNavigate();
  // 002 §8: a refused list is empty and warns (with the Support suffix of every warning).
  useEffect(() => {
    if (loadProblem) notify('warn', loadProblem);
  }, [loadProblem, notify]);
  // 002 §8: the panel that cannot reach the portal any more sends the user to sign in again.
  const loadMore = () =>
    loadNext(MESSAGES_PAGE_SIZE, {
      onComplete: (error) => {
        if (error instanceof NetworkError) void navigate(ROUTE_PATHS.login);
      },
    });
  return (
    <MessagesSideContext.Provider value={props.side ?? 'customer'}>
    <MessagePermissionsContext.Provider value={props.permissions}>
    <section aria-labelledby="messages-title" className="flex flex-col gap-4">
      <h2 id="messages-title" className="text-xl font-semibold text-gray-900">
        {t('panel.title')}
      </h2>
      {props.permissions.add ? <NewMessageForm applicationId={data.id} connectionId={connectionId} /> : null}
      <p role="status" className="text-sm text-gray-700" data-testid="messages-count">
        {t('panel.count', { count: totalCount })}
      </p>
      {edges.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {edges.map((edge) => (
            <MessageListItem key={edge.node.id} message={edge.node} connectionId={connectionId} />
          ))}
        </ul>
      ) : null}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={loadMore} label={t('panel.more')} /> : null}
    </section>
    </MessagePermissionsContext.Provider>
    </MessagesSideContext.Provider>
  );
}
