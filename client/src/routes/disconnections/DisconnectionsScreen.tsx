import { useTranslation } from '../../i18n/useTranslation';
import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { DisconnectionsScreenQuery } from './__generated__/DisconnectionsScreenQuery.graphql';
import { DisconnectionFilters } from './DisconnectionFilters';
import { DisconnectionTable } from './DisconnectionTable';
import { type DisconnectionSearch, disconnectionPaths, readDisconnectionSearch, writeDisconnectionSearch } from './search';
import { useNavigate } from 'react-router-dom';

const disconnectionsScreenQuery = graphql`
  query DisconnectionsScreenQuery($filter: DisconnectionFilter, $count: Int!, $sort: DisconnectionSort) @preloadable {
    ...DisconnectionTable_query @arguments(filter: $filter, count: $count, sort: $sort)
    ...DisconnectionFilters_query
    organisation {
      name
    }
  }
`;

/** 002 §2 disconnections and reconnections: the work list with its filters, which live in the URL. */
function DisconnectionsScreen({ queryRef, search }: { queryRef: PreloadedQuery<DisconnectionsScreenQuery>; search: DisconnectionSearch }) {
  const data = usePreloadedQuery<DisconnectionsScreenQuery>(disconnectionsScreenQuery, queryRef);
  const { t } = useTranslation('disconnections');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={data.organisation.name}>{t('title')}</PageTitle>
      <DisconnectionFilters key={JSON.stringify(search)} search={search} query={data} />
      <DisconnectionTable query={data} caption={t('title')} view={search.view} onView={(view) => void navigate(disconnectionPaths.list(writeDisconnectionSearch({ ...search, view })))} />
    </div>
  );
}

export const disconnectionsScreen = defineScreen<DisconnectionsScreenQuery>({
  namespaces: ['disconnections', 'billing'],
  Screen: function DisconnectionsRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readDisconnectionSearch(search), [search]);
    return <DisconnectionsScreen queryRef={queryRef} search={filters} />;
  },
});
