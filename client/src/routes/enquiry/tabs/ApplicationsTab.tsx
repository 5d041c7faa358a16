import { useTranslation } from '../../../i18n/useTranslation';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { usePaginationFragment } from '../../../relay/screenHooks';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { focusRing } from '../../../components/focusRing';
import { StackedTable } from '../../../components/table/StackedTable';
import { formatDateTime } from '../../../i18n/format';
import { ApplicationStatusBadge } from '../../../components/ApplicationStatusBadge';
import { LoadMore } from '../../../components/table/LoadMore';
import { type WorkQueueKind, detailLink } from '../../../lib/workQueues';
import type { ApplicationsTab_customer$key } from './__generated__/ApplicationsTab_customer.graphql';
import type { ApplicationsTabPaginationQuery } from './__generated__/ApplicationsTabPaginationQuery.graphql';
import type { ApplicationsTabQuery } from './__generated__/ApplicationsTabQuery.graphql';
import { TAB_PAGE_SIZE } from './paging';
import { TabNotFound } from './TabNotFound';
import { defineScreen } from '../../../router/screenRoute';

const query = graphql`
  query ApplicationsTabQuery($customerId: ID!) @preloadable {
    node(id: $customerId) {
      ...ApplicationsTab_customer @alias(as: "customer")
    }
  }
`;

function Applications({ customer }: { customer: ApplicationsTab_customer$key }) {
  const { t } = useTranslation('enquiryTabs');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ApplicationsTabPaginationQuery, ApplicationsTab_customer$key>(
    graphql`
      fragment ApplicationsTab_customer on Customer
      @refetchable(queryName: "ApplicationsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        applications(first: $count, after: $cursor) @connection(key: "ApplicationsTab_applications") {
          totalCount
          edges {
            node {
              id
              portalApplicationId
              name
              kind
              typeName
              status
              updatedOn
              unreadMessageCount
            }
          }
        }
      }
    `,
    customer,
  );
  const applications = data.applications.edges.map((edge) => edge.node);
  if (applications.length === 0) {
    return <EmptyState testId="applications-empty" title={t('applications.emptyTitle')} description={t('applications.empty')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t('applications.count', { count: data.applications.totalCount })}</p>
      <StackedTable
        testId="applications-table"
        caption={t('applications.caption')}
        rows={applications}
        rowKey={(application) => application.id}
        columns={[
          {
            key: 'name',
            header: t('applications.name'),
            cell: (application) => (
              <Link to={detailLink(application.kind as WorkQueueKind, application.portalApplicationId)} className={`font-semibold text-brand-main underline ${focusRing}`}>
                {application.name}
              </Link>
            ),
          },
          { key: 'number', header: t('applications.number'), cell: (application) => <span className="font-mono">{application.portalApplicationId}</span> },
          { key: 'type', header: t('applications.type'), cell: (application) => application.typeName ?? '—' },
          { key: 'status', header: t('applications.status'), cell: (application) => <ApplicationStatusBadge status={application.status} /> },
          { key: 'updated', header: t('applications.updatedOn'), cell: (application) => formatDateTime(application.updatedOn) },
          { key: 'unread', header: t('applications.unread'), numeric: true, cell: (application) => application.unreadMessageCount },
        ]}
      />
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(TAB_PAGE_SIZE)} /> : null}
    </div>
  );
}

/** The customer's applications, most recently updated first, each opening the work-queue application screen. */
export const tabScreen = defineScreen<ApplicationsTabQuery>({
  namespaces: ['billing', 'applications'],
  Screen: ({ queryRef }) => {
    const { node } = usePreloadedQuery<ApplicationsTabQuery>(query, queryRef);
    return node?.customer ? <Applications customer={node.customer} /> : <TabNotFound />;
  },
});
