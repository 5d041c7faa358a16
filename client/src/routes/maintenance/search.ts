import { type ListView, readListView, writeListView } from '../../lib/listSort';

/** The tabs of the maintenance area (`?tab=`), job cards first. */
export const TABS = ['jobCards', 'investigations', 'problemLogs'] as const;
export type MaintenanceTab = (typeof TABS)[number];

export const JOB_CARD_STEPS = ['REGISTERED', 'ASSIGNED', 'IN_PROGRESS', 'COMPLETED', 'REFERRED', 'CLOSED'] as const;
type Step = (typeof JOB_CARD_STEPS)[number];

/** The columns each list sorts by (the gateway's `<List>SortField`). */
export const JOB_CARD_SORTS = ['NUMBER', 'STEP', 'STARTS_AT', 'DESCRIPTION', 'EMPLOYEE'] as const;
export const INVESTIGATION_SORTS = ['NUMBER', 'STATUS', 'LOCATION', 'REPORTED_ON', 'JOB_CARDS'] as const;
export const PROBLEM_LOG_SORTS = ['NUMBER', 'STATUS', 'PRIORITY', 'REPORTED_ON', 'DESCRIPTION', 'JOB_CARDS'] as const;
const RECORD_SORTS = { investigations: INVESTIGATION_SORTS, problemLogs: PROBLEM_LOG_SORTS } as const;
type RecordSorts = { [Tab in keyof typeof RECORD_SORTS]: (typeof RECORD_SORTS)[Tab][number] };
const NO_VIEW = readListView<never>(new URLSearchParams(), []);

/** The job card filters, sort and page size as they live in the URL (`?status=IN_PROGRESS&station=…&element=…&outcome=61&mine=1&sort=STEP&size=50`). */
export interface JobCardSearch {
  tab: MaintenanceTab;
  step: Step | null;
  stationId: string | null;
  elementId: string | null;
  outcomeId: number | null;
  mine: boolean;
  view: ListView<(typeof JOB_CARD_SORTS)[number]>;
}

/** The open tab (`?tab=`); the filters in the URL belong to it alone. */
export const readTab = (params: URLSearchParams): MaintenanceTab => TABS.find((tab) => tab === params.get('tab')) ?? 'jobCards';

export function readJobCardSearch(params: URLSearchParams): JobCardSearch {
  const tab = readTab(params);
  // Another tab's filters (`?tab=problemLogs&station=…`) leave the job cards unfiltered.
  if (tab !== 'jobCards') return { tab, step: null, stationId: null, elementId: null, outcomeId: null, mine: false, view: NO_VIEW };
  const step = params.get('status');
  const outcome = Number(params.get('outcome'));
  const stationId = params.get('station') || null;
  return {
    tab,
    step: JOB_CARD_STEPS.find((known) => known === step) ?? null,
    stationId,
    // An element belongs to a station: without one the element filter is dropped.
    elementId: stationId ? params.get('element') || null : null,
    outcomeId: Number.isSafeInteger(outcome) && outcome > 0 ? outcome : null,
    mine: params.get('mine') === '1',
    view: readListView(params, JOB_CARD_SORTS),
  };
}

export function writeJobCardSearch(search: Omit<JobCardSearch, 'tab'>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.step) params.set('status', search.step);
  if (search.stationId) params.set('station', search.stationId);
  if (search.stationId && search.elementId) params.set('element', search.elementId);
  if (search.outcomeId) params.set('outcome', String(search.outcomeId));
  if (search.mine) params.set('mine', '1');
  return writeListView(params, search.view);
}

export const RECORD_STATUSES = ['OPEN', 'CLOSED'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** The tabs of investigations and problem logs, which share their filters. */
export type RecordTab = Exclude<MaintenanceTab, 'jobCards'>;

/** Investigation or problem log filters, sort and page size as they live in the URL (`?tab=problemLogs&status=OPEN&station=…&element=…&text=…&sort=PRIORITY&desc=1`). */
export interface RecordSearch<Tab extends RecordTab = RecordTab> {
  status: RecordStatus | null;
  stationId: string | null;
  elementId: string | null;
  text: string;
  view: ListView<RecordSorts[Tab]>;
}

export const NO_RECORD_FILTER: RecordSearch<never> = { status: null, stationId: null, elementId: null, text: '', view: NO_VIEW };

/** The record filters of `tab`, when it is the open tab (none otherwise). */
export function readRecordSearch<Tab extends RecordTab>(params: URLSearchParams, tab: Tab): RecordSearch<Tab> {
  if (readTab(params) !== tab) return NO_RECORD_FILTER;
  const status = params.get('status');
  const stationId = params.get('station') || null;
  return {
    status: RECORD_STATUSES.find((known) => known === status) ?? null,
    stationId,
    elementId: stationId ? params.get('element') || null : null,
    text: (params.get('text') ?? '').trim().slice(0, 100),
    view: readListView(params, RECORD_SORTS[tab] as readonly RecordSorts[Tab][]),
  };
}

export function writeRecordSearch<Tab extends RecordTab>(tab: Tab, search: RecordSearch<Tab>): URLSearchParams {
  const params = new URLSearchParams({ tab });
  if (search.status) params.set('status', search.status);
  if (search.stationId) params.set('station', search.stationId);
  if (search.stationId && search.elementId) params.set('element', search.elementId);
  if (search.text.trim()) params.set('text', search.text.trim());
  return writeListView(params, search.view);
}

/** The gateway filter (`InvestigationFilter`, `ProblemLogFilter`) of record filters. */
export function recordFilter(search: RecordSearch) {
  return { status: search.status, stationId: search.elementId ? null : search.stationId, elementId: search.elementId, text: search.text || null };
}

export const investigationPath = (investigationId: number) => `/investigations/${investigationId}`;
export const problemLogPath = (problemLogId: number) => `/problemLogs/${problemLogId}`;

export const jobCardPath = (jobCardId: number) => `/jobCards/${jobCardId}`;
