import { useTranslation } from '../../i18n/useTranslation';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MessagesPanel_application$key } from './__generated__/MessagesPanel_application.graphql';
import type { MessagesPanelPaginationQuery } from './__generated__/MessagesPanelPaginationQuery.graphql';
import { MessageListItem } from './MessageListItem';
import { MessagesSideContext, type MessagesSide } from './messagesSide';
import { NewMessageForm } from './NewMessageForm';
import { LoadMore } from '../../components/table/LoadMore';

/** 002 §9: messages page by 5. */
const MESSAGES_PAGE_SIZE = 5;

/** 002 §2 messages panel: the application's messages, newest first, 5 at a time, and the new-message form. */
export function MessagesPanel(props: { application: MessagesPanel_application$key; side?: MessagesSide }) {
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
  const { edges, totalCount } = data.messages;
  return (
    <MessagesSideContext.Provider value={props.side ?? 'customer'}>
    <section aria-labelledby="messages-title" className="flex flex-col gap-4">
      <h2 id="messages-title" className="text-xl font-semibold text-gray-900">
        {t('panel.title')}
      </h2>
      <NewMessageForm applicationId={data.id} connectionId={connectionId} />
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
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(MESSAGES_PAGE_SIZE)} label={t('panel.more')} /> : null}
    </section>
    </MessagesSideContext.Provider>
  );
}
