import { sortArgument } from '../../lib/listSort';
import { type JobCardSearch, type RecordSearch, readJobCardSearch, readRecordSearch, readTab, recordFilter } from './search';

/** The filters of the maintenance area's three tabs, as the URL carries them. */
export interface MaintenanceSearch {
  jobCards: JobCardSearch;
  investigations: RecordSearch<'investigations'>;
  problemLogs: RecordSearch<'problemLogs'>;
}

export function readMaintenanceSearch(params: URLSearchParams): MaintenanceSearch {
  return {
    jobCards: readJobCardSearch(params),
    investigations: readRecordSearch(params, 'investigations'),
    problemLogs: readRecordSearch(params, 'problemLogs'),
  };
}

/**
 * The variables of the maintenance screen's query for the URL's filters. Only the open tab's list is read:
 * a tab switch is a navigation that refreshes the list anyway (`store-and-network`), so reading the closed
 * tabs' lists on every visit and every filter change was work nobody saw. A switch shows the next tab at once,
 * with its list's placeholder until the list arrives (MaintenanceScreen.tsx).
 */
export function maintenanceVariables(params: URLSearchParams) {
  const search = readMaintenanceSearch(params);
  const jobCards = search.jobCards;
  const tab = readTab(params);
  // The element picker of the open tab's filters starts with the elements of its station.
  const stationId = tab === 'jobCards' ? jobCards.stationId : search[tab].stationId;
  return {
    jobCardCount: jobCards.view.pageSize,
    jobCardSort: sortArgument(jobCards.view),
    investigationCount: search.investigations.view.pageSize,
    investigationSort: sortArgument(search.investigations.view),
    problemLogCount: search.problemLogs.view.pageSize,
    problemLogSort: sortArgument(search.problemLogs.view),
    filter: { step: jobCards.step, stationId: jobCards.stationId, elementId: jobCards.elementId, outcomeId: jobCards.outcomeId, mine: jobCards.mine || null },
    investigationFilter: recordFilter(search.investigations),
    problemLogFilter: recordFilter(search.problemLogs),
    stationId,
    noStation: stationId === null,
    jobCardsOpen: tab === 'jobCards',
    investigationsOpen: tab === 'investigations',
    problemLogsOpen: tab === 'problemLogs',
  };
}
