import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import type { LoadSearchScreen } from '../../router/searchScreenRoute';
import type { DisconnectionsScreenQuery } from './__generated__/DisconnectionsScreenQuery.graphql';
import { DisconnectionFilters } from './DisconnectionFilters';
import { DisconnectionTable } from './DisconnectionTable';
import { type DisconnectionSearch, disconnectionFilter, readDisconnectionSearch } from './search';

const disconnectionsScreenQuery = graphql`
  query DisconnectionsScreenQuery($filter: DisconnectionFilter) {
    ...DisconnectionTable_query @arguments(filter: $filter)
    ...DisconnectionFilters_query
    organisation {
      name
    }
  }
`;

/** 002 §2 disconnections and reconnections: the work list with its filters, which live in the URL. */
export function DisconnectionsScreen({ queryRef, search }: { queryRef: PreloadedQuery<DisconnectionsScreenQuery>; search: DisconnectionSearch }) {
  const data = usePreloadedQuery<DisconnectionsScreenQuery>(disconnectionsScreenQuery, queryRef);
  const { t } = useTranslation('disconnections');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={data.organisation.name}>{t('title')}</PageTitle>
      <DisconnectionFilters key={JSON.stringify(search)} search={search} query={data} />
      <DisconnectionTable query={data} caption={t('title')} />
    </div>
  );
}

export const disconnectionsScreen: LoadSearchScreen = {
  namespaces: ['disconnections', 'billing'],
  load(environment, params) {
    const search = readDisconnectionSearch(params);
    const queryRef = loadQuery<DisconnectionsScreenQuery>(environment, disconnectionsScreenQuery, { filter: disconnectionFilter(search) }, { fetchPolicy: 'store-and-network' });
    return { render: () => <DisconnectionsScreen queryRef={queryRef} search={search} />, dispose: () => queryRef.dispose() };
  },
};
