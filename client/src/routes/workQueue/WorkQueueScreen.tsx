import { useTranslation } from '../../i18n/useTranslation';
import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { isolated } from '../../i18n/isolate';
import type { WorkQueueScreenQuery } from './__generated__/WorkQueueScreenQuery.graphql';
import { QUEUES, type WorkQueueKind } from '../../lib/workQueues';
import { type QueueSearch, readQueueSearch, writeQueueSearch } from './queueSearch';
import { useNavigate } from 'react-router-dom';
import { type ScreenView, defineScreen } from '../../router/screenRoute';
import { useWorkQueueChanged } from './useWorkQueueChanged';
import { WorkQueueFilters } from './WorkQueueFilters';
import { WorkQueueTable } from './WorkQueueTable';

const workQueueScreenQuery = graphql`
  query WorkQueueScreenQuery($kind: WorkQueueKind!, $filter: WorkQueueFilter, $count: Int!, $sort: WorkQueueSort) @preloadable {
    ...WorkQueueTable_query @arguments(kind: $kind, filter: $filter, count: $count, sort: $sort)
    applicationTypes(kind: $kind) {
      # eslint-disable-next-line relay/unused-fields -- WorkQueueFilters.tsx offers the types
      applicationType
      name
    }
    organisation {
      name
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<WorkQueueScreenQuery>;
  kind: WorkQueueKind;
  search: QueueSearch;
}

/** 002 §2 applications / omApplications: one work queue with its filters, live. */
function WorkQueueScreen({ queryRef, kind, search }: Props) {
  const data = usePreloadedQuery<WorkQueueScreenQuery>(workQueueScreenQuery, queryRef);
  const { t } = useTranslation('workQueue');
  const queue = QUEUES[kind];
  const lastChanged = useWorkQueueChanged(kind);
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={data.organisation.name}>{t(queue.titleKey)}</PageTitle>
      <WorkQueueFilters key={JSON.stringify(search)} search={search} listPath={queue.listPath} types={data.applicationTypes} withStages={kind === 'CUSTOMER_SERVICE'} />
      <WorkQueueTable query={data} caption={t(queue.titleKey)} view={search.view} onView={(view) => void navigate(`${queue.listPath}?${writeQueueSearch({ ...search, view })}`)} />
      <p aria-live="polite" className="sr-only" data-testid="queue-live">
        {lastChanged ? t('live.changed', { name: isolated(lastChanged) }) : ''}
      </p>
    </div>
  );
}

/** The queue screen of one kind: the filters come from the URL, as its query's (`routes.ts`). */
export function workQueueScreen(kind: WorkQueueKind): ScreenView<WorkQueueScreenQuery> {
  return defineScreen<WorkQueueScreenQuery>({
    namespaces: ['workQueue', 'applications', 'applicationFamilies'],
    Screen: function QueueRouteScreen({ queryRef, search }) {
      const filters = useMemo(() => readQueueSearch(search), [search]);
      return <WorkQueueScreen queryRef={queryRef} kind={kind} search={filters} />;
    },
  });
}
