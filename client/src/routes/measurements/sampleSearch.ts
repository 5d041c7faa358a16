import type { SampleResult, SampleStatus } from './__generated__/SamplesScreenQuery.graphql';
import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';
import { SAMPLE_RESULTS, SAMPLE_STATUSES } from './sampleOptions';

/** The columns samples sort by (the gateway's `SampleSortField`). */
const SAMPLE_SORTS = ['NUMBER', 'POINT', 'TAKEN_AT', 'STATUS', 'RESULT'] as const;

/** The samples list's filters, sort and page size, as the URL carries them (`?status=COLLECTED&result=FAIL&q=…&sort=TAKEN_AT&size=50`). */
export interface SampleSearch extends ListView<(typeof SAMPLE_SORTS)[number]> {
  status: SampleStatus | null;
  overallResult: SampleResult | null;
  text: string;
}

export function readSampleSearch(search: URLSearchParams): SampleSearch {
  const status = search.get('status');
  const result = search.get('result');
  return {
    status: (SAMPLE_STATUSES as readonly string[]).includes(status ?? '') ? (status as SampleStatus) : null,
    overallResult: (SAMPLE_RESULTS as readonly string[]).includes(result ?? '') ? (result as SampleResult) : null,
    text: search.get('q')?.trim() ?? '',
    ...readListView(search, SAMPLE_SORTS),
  };
}

/** The list's path for a search. */
export function samplesPath(search: SampleSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.overallResult) params.set('result', search.overallResult);
  if (search.text.trim()) params.set('q', search.text.trim());
  writeListView(params, search);
  return `/samples?${params}`;
}

/** The list query's variables of a search. */
export const sampleVariables = (search: SampleSearch) => ({
  status: search.status,
  overallResult: search.overallResult,
  text: search.text || null,
  count: search.pageSize,
  sort: sortArgument(search),
});
