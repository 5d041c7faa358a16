import { useTranslation } from '../../i18n/useTranslation';
import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { EnquirySearchScreenQuery } from './__generated__/EnquirySearchScreenQuery.graphql';
import { type EnquirySearch, readEnquirySearch } from './enquirySearch';
import { EnquiryResults } from './EnquiryResults';
import { EnquirySearchForm } from './EnquirySearchForm';

const enquirySearchScreenQuery = graphql`
  query EnquirySearchScreenQuery($filter: EnquiryFilter!, $sort: EnquirySort, $hasFilter: Boolean!) @preloadable {
    ...EnquiryResults_query @include(if: $hasFilter) @arguments(filter: $filter, sort: $sort) @alias(as: "results")
    organisation {
      name
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<EnquirySearchScreenQuery>;
  search: EnquirySearch;
  searching: boolean;
}

/** `/enquiries`: the employees' search over customers, accounts, properties, connections and meters. */
function EnquirySearchScreen({ queryRef, search, searching }: Props) {
  const data = usePreloadedQuery<EnquirySearchScreenQuery>(enquirySearchScreenQuery, queryRef);
  const { t } = useTranslation('enquiry');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <PageTitle suffix={data.organisation.name}>{t('search.title')}</PageTitle>
      <p className="text-gray-700">{t('search.intro')}</p>
      <EnquirySearchForm key={JSON.stringify(search)} search={search} />
      {searching && data.results ? <EnquiryResults query={data.results} search={search} /> : <p className="text-sm text-gray-700">{t('search.start')}</p>}
    </div>
  );
}

/** The search screen: the criteria come from the URL, as its query's (`routes.ts`), so a search can be shared and the back button works. */
export const enquirySearchScreen = defineScreen<EnquirySearchScreenQuery>({
  namespaces: ['enquiry'],
  Screen: function EnquirySearchRouteScreen({ queryRef, search }) {
    const criteria = useMemo(() => readEnquirySearch(search), [search]);
    return <EnquirySearchScreen queryRef={queryRef} search={criteria} searching={queryRef.variables.hasFilter} />;
  },
});
