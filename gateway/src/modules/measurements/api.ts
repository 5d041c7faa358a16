import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** Error numbers of the log and sample calls (`utility-api/README.md`, Logs and samples). */
export const MEASUREMENT_STATUS = { valueOutOfRange: 200, takenAtInvalid: 201 } as const;

export type UpstreamLogPoint = UpstreamItem<'/LogPoint/GetList'>;

export type UpstreamLogParameter = UpstreamLogPoint['parameter'];

export type UpstreamLogEntry = UpstreamItem<'/LogEntry/GetList'>;

export type UpstreamSamplingPoint = UpstreamItem<'/SamplingPoint/GetList'>;

export type UpstreamSample = UpstreamItem<'/Sample/GetItems'>;

export type LogPointFilter = Pick<UpstreamBody<'/LogPoint/GetList'>, 'ElementId' | 'StationId' | 'Parameter'>;

export async function getLogPoints(upstream: UpstreamClient, filter: LogPointFilter): Promise<UpstreamLogPoint[]> {
  const body: UpstreamBody<'/LogPoint/GetList'> = filter;
  return (await upstream.read('/LogPoint/GetList', body)).items;
}

export async function getLogPointsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamLogPoint[]> {
  return (await upstream.read('/LogPoint/GetList', { Ids: ids })).items;
}

export type LogEntryFilter = Omit<UpstreamBody<'/LogEntry/GetList'>, 'Options'>;

export async function getLogEntries(upstream: UpstreamClient, filter: LogEntryFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamLogEntry>> {
  const { total, items } = await upstream.read('/LogEntry/GetList', { ...filter, Options: { Page: page, PageSize: pageSize } });
  return { total, items };
}

export async function saveLogEntry(
  upstream: UpstreamClient,
  body: UpstreamBody<'/LogEntry/Save'>,
): Promise<UpstreamLogEntry> {
  return (await upstream.post('/LogEntry/Save', body)).item;
}

export async function getSamplingPoints(upstream: UpstreamClient, filter: UpstreamBody<'/SamplingPoint/GetList'>): Promise<UpstreamSamplingPoint[]> {
  return (await upstream.read('/SamplingPoint/GetList', filter)).items;
}

export type SampleFilter = Omit<UpstreamBody<'/Sample/GetList'>, 'Options'>;

export async function getSamples(upstream: UpstreamClient, filter: SampleFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamSample>> {
  const { total, items } = await upstream.read('/Sample/GetList', { ...filter, Options: { Page: page, PageSize: pageSize } });
  return { total, items };
}

export async function getSamplesByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamSample[]> {
  return (await upstream.read('/Sample/GetItems', { Ids: ids })).items;
}

export type UpstreamSampleSave = UpstreamBody<'/Sample/Save'>;

export async function saveSample(upstream: UpstreamClient, body: UpstreamSampleSave): Promise<UpstreamSample> {
  return (await upstream.post('/Sample/Save', body)).item;
}
