import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import type { LoadSearchScreen } from '../../router/searchScreenRoute';
import type { EnquirySearchScreenQuery } from './__generated__/EnquirySearchScreenQuery.graphql';
import { type EnquirySearch, readEnquirySearch, searchVariables } from './enquirySearch';
import { EnquiryResults } from './EnquiryResults';
import { EnquirySearchForm } from './EnquirySearchForm';

const enquirySearchScreenQuery = graphql`
  query EnquirySearchScreenQuery($filter: EnquiryFilter!, $sort: EnquirySort, $hasFilter: Boolean!) {
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
export function EnquirySearchScreen({ queryRef, search, searching }: Props) {
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

/** The search screen: its query reads the criteria from the URL, so a search can be shared and the back button works. */
export const enquirySearchScreen: LoadSearchScreen = {
  namespaces: ['enquiry'],
  load(environment, params) {
    const search = readEnquirySearch(params);
    const variables = searchVariables(search);
    const queryRef = loadQuery<EnquirySearchScreenQuery>(environment, enquirySearchScreenQuery, variables, { fetchPolicy: 'store-or-network' });
    return {
      render: () => <EnquirySearchScreen queryRef={queryRef} search={search} searching={variables.hasFilter} />,
      dispose: () => queryRef.dispose(),
    };
  },
};
