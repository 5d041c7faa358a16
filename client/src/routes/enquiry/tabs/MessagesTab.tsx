import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { focusRing } from '../../../components/focusRing';
import { StackedTable } from '../../../components/table/StackedTable';
import { formatDateTime } from '../../../i18n/format';
import { LoadMore } from '../../../components/table/LoadMore';
import { type WorkQueueKind, detailLink } from '../../../lib/workQueues';
import type { MessagesTab_customer$key } from './__generated__/MessagesTab_customer.graphql';
import type { MessagesTabPaginationQuery } from './__generated__/MessagesTabPaginationQuery.graphql';
import type { MessagesTabQuery } from './__generated__/MessagesTabQuery.graphql';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

/** `002 §9`: message lists page by 5. */
const MESSAGES_PAGE_SIZE = 5;

const query = graphql`
  query MessagesTabQuery($customerId: ID!) @preloadable {
    node(id: $customerId) {
      ...MessagesTab_customer @alias(as: "customer")
    }
  }
`;

function Messages({ customer }: { customer: MessagesTab_customer$key }) {
  const { t } = useTranslation('enquiryTabs');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MessagesTabPaginationQuery, MessagesTab_customer$key>(
    graphql`
      fragment MessagesTab_customer on Customer
      @refetchable(queryName: "MessagesTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        applicationMessages(first: $count, after: $cursor) @connection(key: "MessagesTab_applicationMessages") {
          totalCount
          edges {
            node {
              id
              date
              text
              fromCustomer
              unread
              portalApplicationId
              applicationName
              application {
                kind
              }
            }
          }
        }
      }
    `,
    customer,
  );
  const messages = data.applicationMessages.edges.map((edge) => edge.node);
  if (messages.length === 0) return <EmptyState testId="messages-empty" title={t('messages.emptyTitle')} description={t('messages.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('messages.count', { count: data.applicationMessages.totalCount })}</p>
      <StackedTable
        testId="messages-table"
        caption={t('messages.caption')}
        rows={messages}
        rowKey={(message) => message.id}
        columns={[
          { key: 'date', header: t('messages.date'), cell: (message) => formatDateTime(message.date) },
          { key: 'from', header: t('messages.from'), cell: (message) => t(message.fromCustomer ? 'messages.fromCustomer' : 'messages.fromStaff') },
          {
            key: 'application',
            header: t('messages.application'),
            cell: (message) =>
              message.application ? (
                <Link to={detailLink(message.application.kind as WorkQueueKind, message.portalApplicationId)} className={`text-brand-main underline ${focusRing}`}>
                  {message.applicationName}
                </Link>
              ) : (
                message.applicationName
              ),
          },
          {
            key: 'text',
            header: t('messages.text'),
            cell: (message) => (
              <span dir="auto" className="line-clamp-3 max-w-md whitespace-pre-line">
                {message.text}
              </span>
            ),
          },
          { key: 'unread', header: t('messages.state'), cell: (message) => t(message.unread ? 'messages.unread' : 'messages.read') },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(MESSAGES_PAGE_SIZE)} /> : null}
    </div>
  );
}

/** The messages of all the customer's applications, newest first, each linking to its application. */
export const tabScreen = defineScreen<MessagesTabQuery>({
  namespaces: ['billing'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<MessagesTabQuery>(query, queryRef);
    return node?.customer ? <Messages customer={node.customer} /> : <TabNotFound />;
  },
});
