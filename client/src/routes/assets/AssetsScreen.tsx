import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import type { LoadSearchScreen } from '../../router/searchScreenRoute';
import type { AssetsScreenQuery } from './__generated__/AssetsScreenQuery.graphql';
import { AssetFilters } from './AssetFilters';
import { type AssetSearch, assetVariables, readAssetSearch } from './assetSearch';
import { AssetTable } from './AssetTable';

const assetsScreenQuery = graphql`
  query AssetsScreenQuery($count: Int!, $filter: AssetFilter, $sort: AssetSort) {
    ...AssetTable_query @arguments(count: $count, filter: $filter, sort: $sort)
    ...AssetFilters_query
  }
`;

/** 002 §2 assets: the register of equipment at the network's elements, with its condition. */
export function AssetsScreen({ queryRef, search }: { queryRef: PreloadedQuery<AssetsScreenQuery>; search: AssetSearch }) {
  const data = usePreloadedQuery<AssetsScreenQuery>(assetsScreenQuery, queryRef);
  const { t } = useTranslation('assets');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle>{t('register.title')}</PageTitle>
      <p className="text-gray-700">{t('register.intro')}</p>
      <AssetFilters key={JSON.stringify(search)} search={search} query={data} />
      <AssetTable query={data} search={search} />
    </div>
  );
}

export const assetsScreen: LoadSearchScreen = {
  namespaces: ['assets'],
  load(environment, params) {
    const search = readAssetSearch(params);
    const queryRef = loadQuery<AssetsScreenQuery>(environment, assetsScreenQuery, assetVariables(search), { fetchPolicy: 'store-and-network' });
    return { render: () => <AssetsScreen queryRef={queryRef} search={search} />, dispose: () => queryRef.dispose() };
  },
};
