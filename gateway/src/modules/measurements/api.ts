import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** Error numbers of the log and sample calls (`utility-api/README.md`, Logs and samples). */
export const MEASUREMENT_STATUS = { valueOutOfRange: 200, takenAtInvalid: 201 } as const;

export type UpstreamLogParameter = 'reservoirLevel' | 'outletPressure' | 'residualChlorine' | 'flow' | 'runningHours';

export interface UpstreamLogEntry {
  entryId: number;
  logPointId: number;
  value: number;
  takenAt: string;
  takenById: number | null;
  takenByName: string | null;
  comment: string | null;
  outOfRange: boolean;
  confirmed: boolean;
}

export interface UpstreamLogPoint {
  logPointId: number;
  elementId: number;
  parameter: UpstreamLogParameter;
  unit: string;
  minimum: number;
  maximum: number;
  decimals: number;
  latestEntry: UpstreamLogEntry | null;
}

export interface UpstreamSamplingPoint {
  samplingPointId: number;
  elementId: number;
  name: string;
}

export interface UpstreamSample {
  sampleId: number;
  sampleNumber: string;
  samplingPointId: number;
  samplingPointName: string;
  elementId: number;
  takenAt: string;
  takenById: number | null;
  takenByName: string | null;
  appearance: 'clear' | 'turbid' | null;
  odour: 'none' | 'chlorine' | 'other' | null;
  taste: 'acceptable' | 'notAcceptable' | null;
  colour: 'acceptable' | 'notAcceptable' | null;
  overallResult: 'pass' | 'fail' | null;
  labReference: string | null;
  remarks: string | null;
  status: 'collected' | 'sentToLab' | 'resultsEntered';
  updatedAt: string;
}

export interface LogPointFilter {
  ElementId?: number;
  StationId?: number;
  Parameter?: UpstreamLogParameter;
}

export async function getLogPoints(upstream: UpstreamClient, filter: LogPointFilter): Promise<UpstreamLogPoint[]> {
  return (await upstream.read<{ items: UpstreamLogPoint[] }>('/LogPoint/GetList', filter)).items;
}

export async function getLogPointsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamLogPoint[]> {
  return (await upstream.read<{ items: UpstreamLogPoint[] }>('/LogPoint/GetList', { Ids: ids })).items;
}

export interface LogEntryFilter extends LogPointFilter {
  LogPointId?: number;
  From?: string;
  To?: string;
}

export async function getLogEntries(upstream: UpstreamClient, filter: LogEntryFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamLogEntry>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamLogEntry>>('/LogEntry/GetList', { ...filter, Options: { Page: page, PageSize: pageSize } });
  return { total, items };
}

export async function saveLogEntry(
  upstream: UpstreamClient,
  body: { LogPointId: number; Value: number; TakenAt?: string; Comment: string | null; Confirm: boolean },
): Promise<UpstreamLogEntry> {
  return (await upstream.post<{ item: UpstreamLogEntry }>('/LogEntry/Save', body)).item;
}

export async function getSamplingPoints(upstream: UpstreamClient, filter: { ElementId?: number; StationId?: number }): Promise<UpstreamSamplingPoint[]> {
  return (await upstream.read<{ items: UpstreamSamplingPoint[] }>('/SamplingPoint/GetList', filter)).items;
}

export interface SampleFilter {
  SamplingPointId?: number;
  ElementId?: number;
  StationId?: number;
  Status?: UpstreamSample['status'];
  OverallResult?: 'pass' | 'fail';
  From?: string;
  To?: string;
  Text?: string;
}

export async function getSamples(upstream: UpstreamClient, filter: SampleFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamSample>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamSample>>('/Sample/GetList', { ...filter, Options: { Page: page, PageSize: pageSize } });
  return { total, items };
}

export async function getSamplesByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamSample[]> {
  return (await upstream.read<{ items: UpstreamSample[] }>('/Sample/GetItems', { Ids: ids })).items;
}

export interface UpstreamSampleSave {
  SampleId: number | null;
  SamplingPointId: number;
  TakenAt?: string;
  Appearance: UpstreamSample['appearance'];
  Odour: UpstreamSample['odour'];
  Taste: UpstreamSample['taste'];
  Colour: UpstreamSample['colour'];
  OverallResult: UpstreamSample['overallResult'];
  LabReference: string | null;
  Remarks: string | null;
  Status: UpstreamSample['status'];
}

export async function saveSample(upstream: UpstreamClient, body: UpstreamSampleSave): Promise<UpstreamSample> {
  return (await upstream.post<{ item: UpstreamSample }>('/Sample/Save', body)).item;
}
