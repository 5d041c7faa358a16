import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { RouteFallback } from '../../components/RouteFallback';
import { defineScreen } from '../../router/screenRoute';
import type { MaintenanceScreenQuery } from './__generated__/MaintenanceScreenQuery.graphql';
import { InvestigationTable } from './InvestigationTable';
import { JobCardFilters } from './JobCardFilters';
import { JobCardTable } from './JobCardTable';
import { NewRecordLink } from './NewRecordLink';
import { ProblemLogTable } from './ProblemLogTable';
import { RecordFilters } from './RecordFilters';
import { TABS, writeJobCardSearch, writeRecordSearch } from './search';
import { type MaintenanceSearch, readMaintenanceSearch } from './maintenanceSearch';

const maintenanceScreenQuery = graphql`
  query MaintenanceScreenQuery(
    $filter: JobCardFilter
    $investigationFilter: InvestigationFilter
    $problemLogFilter: ProblemLogFilter
    $stationId: ID
    $noStation: Boolean!
    $jobCardCount: Int!
    $jobCardSort: JobCardSort
    $investigationCount: Int!
    $investigationSort: InvestigationSort
    $problemLogCount: Int!
    $problemLogSort: ProblemLogSort
    $jobCardsOpen: Boolean!
    $investigationsOpen: Boolean!
    $problemLogsOpen: Boolean!
  ) @preloadable {
    maintenanceLookups {
      # eslint-disable-next-line relay/unused-fields -- JobCardFilters.tsx offers the outcomes
      outcomes {
        lookupId
        name
      }
      # eslint-disable-next-line relay/unused-fields -- StationElementFields.tsx offers the stations
      stations {
        id
        code
        name
      }
    }
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the filters pass it on to ElementSelect.tsx through StationElementFields.tsx
    ...ElementSelect_query @arguments(stationId: $stationId, noStation: $noStation)
    # Only the open tab's list: the others are read when their tab opens (maintenanceSearch.ts).
    ...JobCardTable_query @include(if: $jobCardsOpen) @alias(as: "jobCardList") @arguments(filter: $filter, count: $jobCardCount, sort: $jobCardSort)
    ...InvestigationTable_query @include(if: $investigationsOpen) @alias(as: "investigationList") @arguments(filter: $investigationFilter, count: $investigationCount, sort: $investigationSort)
    ...ProblemLogTable_query @include(if: $problemLogsOpen) @alias(as: "problemLogList") @arguments(filter: $problemLogFilter, count: $problemLogCount, sort: $problemLogSort)
    organisation {
      name
    }
  }
`;

const panelClass = `flex flex-col gap-4 rounded ${focusRing}`;

/**
 * 002 §2 job cards, investigations and problem logs: one area, one tab each; the open tab and its filters live in
 * the URL. Each tab's list waits for its data inside the tab: a switch shows the tabs and the filters at once, and
 * the list's placeholder until it arrives, never the whole screen's.
 */
function MaintenanceScreen({ queryRef, search }: { queryRef: PreloadedQuery<MaintenanceScreenQuery>; search: MaintenanceSearch }) {
  const data = usePreloadedQuery<MaintenanceScreenQuery>(maintenanceScreenQuery, queryRef);
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const tab = search.jobCards.tab;
  // Filters belong to their tab: another tab opens unfiltered.
  const select = (index: number) => void navigate(`/jobCards?tab=${TABS[index] ?? 'jobCards'}`, { replace: true, preventScrollReset: true });
  const stations = data.maintenanceLookups.stations;
  // A new sort or page size is a new entry in the history: Back restores the one before.
  const go = (params: URLSearchParams) => void navigate(`/jobCards?${params}`, { preventScrollReset: true });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle suffix={data.organisation.name}>{t('title')}</PageTitle>
        <NewRecordLink to="/jobCards/new" label={t('actions.newJobCard')} testId="new-jobcard" />
      </div>
      <TabGroup selectedIndex={TABS.indexOf(tab)} onChange={select} className="flex flex-col gap-4">
        <TabList aria-label={t('tabs.label')} className="flex gap-1 overflow-x-auto border-b border-gray-300">
          {TABS.map((name) => (
            <Tab
              key={name}
              data-testid={`tab-${name}`}
              className={`-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-gray-700 data-hover:text-gray-900 data-selected:border-brand-main data-selected:text-brand-main ${focusRing}`}
            >
              {t(`tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel className={panelClass}>
            <JobCardFilters key={JSON.stringify(search.jobCards)} search={search.jobCards} query={data} stations={stations} outcomes={data.maintenanceLookups.outcomes} />
            <Suspense fallback={<RouteFallback />}>{data.jobCardList ? <JobCardTable query={data.jobCardList} view={search.jobCards.view} onView={(view) => go(writeJobCardSearch({ ...search.jobCards, view }))} /> : null}</Suspense>
          </TabPanel>
          <TabPanel className={panelClass}>
            <div className="flex justify-end">
              <NewRecordLink to="/investigations/new" label={t('actions.newInvestigation')} testId="new-investigation" />
            </div>
            <RecordFilters key={JSON.stringify(search.investigations)} tab="investigations" search={search.investigations} query={data} stations={stations} />
            <Suspense fallback={<RouteFallback />}>{data.investigationList ? <InvestigationTable query={data.investigationList} view={search.investigations.view} onView={(view) => go(writeRecordSearch('investigations', { ...search.investigations, view }))} /> : null}</Suspense>
          </TabPanel>
          <TabPanel className={panelClass}>
            <div className="flex justify-end">
              <NewRecordLink to="/problemLogs/new" label={t('actions.newProblemLog')} testId="new-problemlog" />
            </div>
            <RecordFilters key={JSON.stringify(search.problemLogs)} tab="problemLogs" search={search.problemLogs} query={data} stations={stations} />
            <Suspense fallback={<RouteFallback />}>{data.problemLogList ? <ProblemLogTable query={data.problemLogList} view={search.problemLogs.view} onView={(view) => go(writeRecordSearch('problemLogs', { ...search.problemLogs, view }))} /> : null}</Suspense>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}

export const maintenanceScreen = defineScreen<MaintenanceScreenQuery>({
  namespaces: ['maintenance'],
  Screen: function MaintenanceRouteScreen({ queryRef, search }) {
    const filters = useMemo(() => readMaintenanceSearch(search), [search]);
    return <MaintenanceScreen queryRef={queryRef} search={filters} />;
  },
});
