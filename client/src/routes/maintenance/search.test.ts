import { describe, expect, it } from 'vitest';
import { NO_RECORD_FILTER, readJobCardSearch, readRecordSearch, recordFilter, writeRecordSearch } from './search';
import { maintenanceVariables } from './maintenanceSearch';

describe('record filters in the URL', () => {
  it('reads the filters of the open tab only, and writes them back', () => {
    const params = new URLSearchParams('tab=problemLogs&status=OPEN&station=S1&element=E1&text=%20leak%20');
    expect(readRecordSearch(params, 'problemLogs')).toEqual({ ...NO_RECORD_FILTER, status: 'OPEN', stationId: 'S1', elementId: 'E1', text: 'leak' });
    expect(readRecordSearch(params, 'investigations')).toEqual(NO_RECORD_FILTER);
    expect(readJobCardSearch(params)).toMatchObject({ tab: 'problemLogs', step: null, stationId: null, elementId: null });
    expect(writeRecordSearch('problemLogs', readRecordSearch(params, 'problemLogs')).toString()).toBe('tab=problemLogs&status=OPEN&station=S1&element=E1&text=leak');
  });

  it('drops unknown statuses and an element without its station', () => {
    const search = readRecordSearch(new URLSearchParams('tab=investigations&status=IN_PROGRESS&element=E1'), 'investigations');
    expect(search).toEqual(NO_RECORD_FILTER);
    expect(writeRecordSearch('investigations', { ...search, elementId: 'E1' }).toString()).toBe('tab=investigations');
  });

  it('asks the gateway for the element when one is chosen, else for the station', () => {
    expect(recordFilter({ ...NO_RECORD_FILTER, status: 'CLOSED', stationId: 'S1', elementId: 'E1' })).toEqual({ status: 'CLOSED', stationId: null, elementId: 'E1', text: null });
    expect(recordFilter({ ...NO_RECORD_FILTER, stationId: 'S1', text: 'INV-1' })).toEqual({ status: null, stationId: 'S1', elementId: null, text: 'INV-1' });
  });

  it('keeps the job card filters on the job card tab', () => {
    expect(readJobCardSearch(new URLSearchParams('status=IN_PROGRESS&station=S1&element=E1&mine=1'))).toEqual({
      tab: 'jobCards',
      step: 'IN_PROGRESS',
      stationId: 'S1',
      elementId: 'E1',
      outcomeId: null,
      mine: true,
      view: NO_RECORD_FILTER.view,
    });
  });

  it("keeps each tab's sort and page size beside its filters, and only the open tab's", () => {
    const params = new URLSearchParams('tab=problemLogs&status=OPEN&sort=PRIORITY&desc=1&size=50');
    const search = readRecordSearch(params, 'problemLogs');
    expect(search.view).toEqual({ sort: 'PRIORITY', descending: true, pageSize: 50 });
    expect(writeRecordSearch('problemLogs', search).toString()).toBe('tab=problemLogs&status=OPEN&sort=PRIORITY&desc=1&size=50');
    // LOCATION sorts investigations, not problem logs; the job card tab is not open.
    expect(readRecordSearch(new URLSearchParams('tab=problemLogs&sort=LOCATION'), 'problemLogs').view.sort).toBeNull();
    expect(readJobCardSearch(params).view).toEqual(NO_RECORD_FILTER.view);
    expect(readJobCardSearch(new URLSearchParams('sort=STEP&size=10')).view).toEqual({ sort: 'STEP', descending: false, pageSize: 10 });
  });
});

describe("the maintenance screen's query", () => {
  it("reads the open tab's list alone, the job cards when the URL names no tab", () => {
    const open = (query: string) => {
      const { jobCardsOpen, investigationsOpen, problemLogsOpen } = maintenanceVariables(new URLSearchParams(query));
      return [jobCardsOpen, investigationsOpen, problemLogsOpen];
    };
    expect(open('')).toEqual([true, false, false]);
    expect(open('tab=investigations&status=OPEN')).toEqual([false, true, false]);
    expect(open('tab=problemLogs')).toEqual([false, false, true]);
    expect(open('tab=nonsense')).toEqual([true, false, false]);
  });
});
