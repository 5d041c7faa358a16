import { useState, useTransition } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql } from 'react-relay/hooks';
import { usePaginationFragment } from '../../relay/screenHooks';
import { EmptyState } from '../../components/EmptyState';
import type { ApplicationList_user$key } from './__generated__/ApplicationList_user.graphql';
import type { ApplicationListPaginationQuery, ApplicationStatus } from './__generated__/ApplicationListPaginationQuery.graphql';
import { ApplicationListItem } from './ApplicationListItem';
import { StatusFilter } from './StatusFilter';
import { LoadMore } from '../../components/table/LoadMore';

/** Applications per page (002 §9 page sizes 10, 25, 50 and 100). */
const APPLICATIONS_PAGE_SIZE = 10;

/** The customer's applications, most recently updated first, filtered by status. */
export function ApplicationList(props: { user: ApplicationList_user$key }) {
  const { t } = useTranslation('applications');
  const [filtering, startFilter] = useTransition();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ApplicationListPaginationQuery, ApplicationList_user$key>(
    graphql`
      fragment ApplicationList_user on User
      @refetchable(queryName: "ApplicationListPaginationQuery")
      @argumentDefinitions(
        status: { type: "ApplicationStatus" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        applications(status: $status, first: $count, after: $cursor) @connection(key: "ApplicationList_applications", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...ApplicationListItem_application
            }
          }
        }
      }
    `,
    props.user,
  );
  const filter = (next: ApplicationStatus | null) => {
    setStatus(next);
    startFilter(() => {
      refetch({ status: next, count: APPLICATIONS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  };
  const { totalCount, edges } = data.applications;
  return (
    <div className="flex flex-col gap-4">
      <StatusFilter value={status} onChange={filter} />
      <p role="status" className="text-sm text-gray-700" data-testid="applications-found">
        {t('list.found', { count: totalCount })}
      </p>
      {edges.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.empty')} />
      ) : (
        <ul className="flex flex-col gap-2" aria-busy={filtering}>
          {edges.map((edge) => (
            <ApplicationListItem key={edge.node.id} application={edge.node} />
          ))}
        </ul>
      )}
      {hasNext ? <LoadMore loading={isLoadingNext} onClick={() => loadNext(APPLICATIONS_PAGE_SIZE)} label={t('list.more')} /> : null}
    </div>
  );
}
