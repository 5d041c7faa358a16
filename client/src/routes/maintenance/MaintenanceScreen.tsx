import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import type { LoadSearchScreen } from '../../router/searchScreenRoute';
import type { MaintenanceScreenQuery } from './__generated__/MaintenanceScreenQuery.graphql';
import { InvestigationTable } from './InvestigationTable';
import { JobCardFilters } from './JobCardFilters';
import { JobCardTable } from './JobCardTable';
import { ProblemLogTable } from './ProblemLogTable';
import { type JobCardSearch, TABS, readJobCardSearch } from './search';

const maintenanceScreenQuery = graphql`
  query MaintenanceScreenQuery($filter: JobCardFilter, $stationId: ID, $noStation: Boolean!) {
    maintenanceLookups {
      outcomes {
        lookupId
        name
      }
      stations {
        id
        code
        name
      }
    }
    ...ElementSelect_query @arguments(stationId: $stationId, noStation: $noStation)
    ...JobCardTable_query @arguments(filter: $filter)
    ...InvestigationTable_query
    ...ProblemLogTable_query
    organisation {
      name
    }
  }
`;

/** 002 §2 job cards, investigations and problem logs: one area, one tab each; the open tab and the filters live in the URL. */
export function MaintenanceScreen({ queryRef, search }: { queryRef: PreloadedQuery<MaintenanceScreenQuery>; search: JobCardSearch }) {
  const data = usePreloadedQuery<MaintenanceScreenQuery>(maintenanceScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  const [params, setParams] = useSearchParams();
  const select = (index: number) => {
    const next = new URLSearchParams(params);
    next.set('tab', TABS[index] ?? 'jobCards');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle suffix={data.organisation.name}>{t('title')}</PageTitle>
        <Link to="/jobCards/new" className={`inline-flex min-h-10 items-center rounded-md bg-brand-main px-4 py-2 text-sm font-semibold text-white ${focusRing}`} data-testid="new-jobcard">
          {t('actions.newJobCard')}
        </Link>
      </div>
      <TabGroup selectedIndex={TABS.indexOf(search.tab)} onChange={select} className="flex flex-col gap-4">
        <TabList aria-label={t('tabs.label')} className="flex gap-1 overflow-x-auto border-b border-gray-300">
          {TABS.map((tab) => (
            <Tab
              key={tab}
              data-testid={`tab-${tab}`}
              className={`-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-gray-700 data-hover:text-gray-900 data-selected:border-brand-main data-selected:text-brand-main ${focusRing}`}
            >
              {t(`tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel className={`flex flex-col gap-4 rounded ${focusRing}`}>
            <JobCardFilters key={JSON.stringify(search)} search={search} query={data} stations={data.maintenanceLookups.stations} outcomes={data.maintenanceLookups.outcomes} />
            <JobCardTable query={data} />
          </TabPanel>
          <TabPanel className={`rounded ${focusRing}`}>
            <InvestigationTable query={data} />
          </TabPanel>
          <TabPanel className={`rounded ${focusRing}`}>
            <ProblemLogTable query={data} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}

export const maintenanceScreen: LoadSearchScreen = {
  namespaces: ['maintenance'],
  load(environment, params) {
    const search = readJobCardSearch(params);
    const filter = {
      step: search.step,
      stationId: search.stationId,
      elementId: search.elementId,
      outcomeId: search.outcomeId,
      mine: search.mine || null,
    };
    const queryRef = loadQuery<MaintenanceScreenQuery>(
      environment,
      maintenanceScreenQuery,
      { filter, stationId: search.stationId, noStation: search.stationId === null },
      { fetchPolicy: 'store-and-network' },
    );
    return { render: () => <MaintenanceScreen queryRef={queryRef} search={search} />, dispose: () => queryRef.dispose() };
  },
};
