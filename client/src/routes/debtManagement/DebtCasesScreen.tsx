import { useTranslation } from '../../i18n/useTranslation';
import { useMemo } from 'react';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { DebtCasesScreenQuery } from './__generated__/DebtCasesScreenQuery.graphql';
import { DebtCaseFilters } from './DebtCaseFilters';
import { DebtCaseTable } from './DebtCaseTable';
import { type DebtCaseSearch, debtPaths, readDebtCaseSearch, writeDebtCaseSearch } from './search';
import { useNavigate } from 'react-router-dom';

const debtCasesScreenQuery = graphql`
  query DebtCasesScreenQuery($filter: DebtCaseFilter, $count: Int!, $sort: DebtCaseSort) @preloadable {
    ...DebtCaseTable_query @arguments(filter: $filter, count: $count, sort: $sort)
    organisation {
      name
    }
  }
`;

/** 002 §2 debt management: the cases of every account, with filters that live in the URL. */
function DebtCasesScreen({ queryRef, search }: { queryRef: PreloadedQuery<DebtCasesScreenQuery>; search: DebtCaseSearch }) {
  const data = usePreloadedQuery<DebtCasesScreenQuery>(debtCasesScreenQuery, queryRef);
  const { t } = useTranslation('debtManagement');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={data.organisation.name}>{t('title')}</PageTitle>
      <DebtCaseFilters key={JSON.stringify(search)} search={search} />
      <DebtCaseTable query={data} caption={t('title')} view={search.view} onView={(view) => void navigate(debtPaths.list(writeDebtCaseSearch({ ...search, view })))} />
    </div>
  );
}

export const debtCasesScreen = defineScreen<DebtCasesScreenQuery>({
  namespaces: ['debtManagement', 'enquiryTabs', 'billing'],
  Screen: function DebtCasesRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readDebtCaseSearch(search), [search]);
    return <DebtCasesScreen queryRef={queryRef} search={filters} />;
  },
});
