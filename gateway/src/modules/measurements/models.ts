import { toGlobalId } from '../../relay/globalId.ts';
import type { UpstreamLogEntry, UpstreamLogParameter, UpstreamLogPoint, UpstreamSample, UpstreamSamplingPoint } from './api.ts';

/** Employee areas (UserFeatures) of the logs and the samples. */
export const LOGS = 'logs';
export const SAMPLES = 'samples';

/** Schema enum ↔ upstream value, both ways. */
function enumMap<U extends string, S extends string>(pairs: Record<U, S>) {
  const back = Object.fromEntries(Object.entries(pairs).map(([upstream, schema]) => [schema, upstream])) as Record<S, U>;
  return { toSchema: (value: U): S => pairs[value], toUpstream: (value: S): U => back[value] };
}
export const PARAMETERS = enumMap<UpstreamLogParameter, string>({
  reservoirLevel: 'RESERVOIR_LEVEL',
  outletPressure: 'OUTLET_PRESSURE',
  residualChlorine: 'RESIDUAL_CHLORINE',
  flow: 'FLOW',
  runningHours: 'RUNNING_HOURS',
});
export const APPEARANCE = enumMap<NonNullable<UpstreamSample['appearance']>, string>({ clear: 'CLEAR', turbid: 'TURBID' });
export const ODOUR = enumMap<NonNullable<UpstreamSample['odour']>, string>({ none: 'NONE', chlorine: 'CHLORINE', other: 'OTHER' });
export const ACCEPTABILITY = enumMap<NonNullable<UpstreamSample['taste']>, string>({ acceptable: 'ACCEPTABLE', notAcceptable: 'NOT_ACCEPTABLE' });
export const RESULT = enumMap<NonNullable<UpstreamSample['overallResult']>, string>({ pass: 'PASS', fail: 'FAIL' });
export const STATUS = enumMap<UpstreamSample['status'], string>({ collected: 'COLLECTED', sentToLab: 'SENT_TO_LAB', resultsEntered: 'RESULTS_ENTERED' });

const orNull = <U extends string>(value: U | null, map: { toSchema: (value: U) => string }) => (value === null ? null : map.toSchema(value));
export const upstreamOrNull = <U extends string>(value: string | null | undefined, map: { toUpstream: (value: string) => U }) =>
  value === null || value === undefined ? null : map.toUpstream(value);

export interface LogPointModel extends Omit<UpstreamLogPoint, 'parameter' | 'latestEntry'> {
  __typename: 'LogPoint';
  id: string;
  parameter: string;
  latestEntry: LogEntryModel | null;
}
export interface LogEntryModel extends UpstreamLogEntry {
  takenBy: string | null;
}
export interface SamplingPointModel extends UpstreamSamplingPoint {}
export interface SampleModel {
  __typename: 'Sample';
  id: string;
  sampleId: number;
  sampleNumber: string;
  samplingPoint: SamplingPointModel;
  takenAt: string;
  takenBy: string | null;
  appearance: string | null;
  odour: string | null;
  taste: string | null;
  colour: string | null;
  overallResult: string | null;
  labReference: string | null;
  remarks: string | null;
  status: string;
  updatedAt: string;
}

export const toEntryModel = (entry: UpstreamLogEntry): LogEntryModel => ({ ...entry, takenBy: entry.takenByName });
export const toLogPointModel = (point: UpstreamLogPoint): LogPointModel => ({
  ...point,
  __typename: 'LogPoint',
  id: toGlobalId('LogPoint', String(point.logPointId)),
  parameter: PARAMETERS.toSchema(point.parameter),
  latestEntry: point.latestEntry ? toEntryModel(point.latestEntry) : null,
});
export const toSampleModel = (sample: UpstreamSample): SampleModel => ({
  __typename: 'Sample',
  id: toGlobalId('Sample', String(sample.sampleId)),
  sampleId: sample.sampleId,
  sampleNumber: sample.sampleNumber,
  samplingPoint: { samplingPointId: sample.samplingPointId, elementId: sample.elementId, name: sample.samplingPointName },
  takenAt: sample.takenAt,
  takenBy: sample.takenByName,
  appearance: orNull(sample.appearance, APPEARANCE),
  odour: orNull(sample.odour, ODOUR),
  taste: orNull(sample.taste, ACCEPTABILITY),
  colour: orNull(sample.colour, ACCEPTABILITY),
  overallResult: orNull(sample.overallResult, RESULT),
  labReference: sample.labReference,
  remarks: sample.remarks,
  status: STATUS.toSchema(sample.status),
  updatedAt: sample.updatedAt,
});

