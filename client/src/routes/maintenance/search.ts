/** The tabs of the maintenance area (`?tab=`), job cards first. */
export const TABS = ['jobCards', 'investigations', 'problemLogs'] as const;
export type MaintenanceTab = (typeof TABS)[number];

export const JOB_CARD_STEPS = ['REGISTERED', 'ASSIGNED', 'IN_PROGRESS', 'COMPLETED', 'REFERRED', 'CLOSED'] as const;
export type Step = (typeof JOB_CARD_STEPS)[number];

/** The job card filters as they live in the URL (`?status=IN_PROGRESS&station=…&element=…&outcome=61&mine=1`). */
export interface JobCardSearch {
  tab: MaintenanceTab;
  step: Step | null;
  stationId: string | null;
  elementId: string | null;
  outcomeId: number | null;
  mine: boolean;
}

export function readJobCardSearch(params: URLSearchParams): JobCardSearch {
  const step = params.get('status');
  const outcome = Number(params.get('outcome'));
  const stationId = params.get('station') || null;
  return {
    tab: TABS.find((tab) => tab === params.get('tab')) ?? 'jobCards',
    step: JOB_CARD_STEPS.find((known) => known === step) ?? null,
    stationId,
    // An element belongs to a station: without one the element filter is dropped.
    elementId: stationId ? params.get('element') || null : null,
    outcomeId: Number.isSafeInteger(outcome) && outcome > 0 ? outcome : null,
    mine: params.get('mine') === '1',
  };
}

export function writeJobCardSearch(search: Omit<JobCardSearch, 'tab'>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.step) params.set('status', search.step);
  if (search.stationId) params.set('station', search.stationId);
  if (search.stationId && search.elementId) params.set('element', search.elementId);
  if (search.outcomeId) params.set('outcome', String(search.outcomeId));
  if (search.mine) params.set('mine', '1');
  return params;
}

/** `2026-11-01T08:00:00.000Z` → the `datetime-local` value in the browser's zone, and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const jobCardPath = (jobCardId: number) => `/jobCards/${jobCardId}`;
