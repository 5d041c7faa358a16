import type { SampleResult, SampleStatus } from './__generated__/SamplesScreenQuery.graphql';
import { SAMPLE_RESULTS, SAMPLE_STATUSES } from './sampleOptions';

/** The samples list's filters, as the URL carries them. */
export interface SampleSearch {
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
  };
}
