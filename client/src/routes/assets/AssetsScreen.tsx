import { useTranslation } from '../../i18n/useTranslation';
import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { AssetsScreenQuery } from './__generated__/AssetsScreenQuery.graphql';
import { AssetFilters } from './AssetFilters';
import { type AssetSearch, readAssetSearch } from './assetSearch';
import { AssetTable } from './AssetTable';

const assetsScreenQuery = graphql`
  query AssetsScreenQuery($count: Int!, $filter: AssetFilter, $sort: AssetSort) @preloadable {
    ...AssetTable_query @arguments(count: $count, filter: $filter, sort: $sort)
    ...AssetFilters_query
  }
`;

/** 002 §2 assets: the register of equipment at the network's elements, with its condition. */
function AssetsScreen({ queryRef, search }: { queryRef: PreloadedQuery<AssetsScreenQuery>; search: AssetSearch }) {
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

export const assetsScreen = defineScreen<AssetsScreenQuery>({
  namespaces: ['assets'],
  Screen: function AssetsRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readAssetSearch(search), [search]);
    return <AssetsScreen queryRef={queryRef} search={filters} />;
  },
});
