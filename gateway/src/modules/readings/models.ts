import type { UpstreamHalfHour, UpstreamMeter, UpstreamReading } from './api.ts';

const UNITS = { m3: 'CUBIC_METRE', kWh: 'KILOWATT_HOUR' } as const;
export type MeterUnit = (typeof UNITS)[keyof typeof UNITS];

export function toUnit(unit: UpstreamMeter['unit']): MeterUnit {
  return UNITS[unit];
}

/** The `Meter` type of the schema, except the fields with resolvers. */
export interface MeterModel {
  __typename: 'Meter';
  meterId: number;
  accountId: number;
  meterRef: string;
  serialNo: string;
  make: string;
  size: string;
  dials: number;
  maxReading: number;
  unit: MeterUnit;
}

/** The `MeterReading` type of the schema, except `id`. */
export interface MeterReadingModel {
  __typename: 'MeterReading';
  readingId: number;
  readAt: string;
  reason: 'REGULAR' | 'CUSTOMER' | 'ESTIMATED' | 'FINAL';
  reading: number;
  previousReading: number | null;
  consumption: number;
  clockedOver: boolean;
  comment: string | null;
  hasPhoto: boolean;
}

export function toMeterModel(meter: UpstreamMeter): MeterModel {
  return {
    __typename: 'Meter',
    meterId: meter.meterId,
    accountId: meter.accountId,
    meterRef: meter.meterRef,
    serialNo: meter.serialNo,
    make: meter.make,
    size: meter.size,
    dials: meter.dials,
    maxReading: 10 ** meter.dials - 1,
    unit: toUnit(meter.unit),
  };
}

export function toReadingModel(reading: UpstreamReading): MeterReadingModel {
  return {
    __typename: 'MeterReading',
    readingId: reading.readingId,
    readAt: reading.readAt,
    reason: reading.reason.toUpperCase() as MeterReadingModel['reason'],
    reading: reading.reading,
    previousReading: reading.previousReading,
    consumption: reading.consumption,
    clockedOver: reading.clockedOver,
    comment: reading.comment,
    hasPhoto: reading.hasPhoto,
  };
}

/** The `HalfHourConsumption` type of the schema, except `id`. */
export interface HalfHourModel {
  __typename: 'HalfHourConsumption';
  recordId: number;
  meterRef: string;
  day: string;
  period: number;
  quantity: number;
  unit: MeterUnit;
  importedAt: string;
}

export function toHalfHourModel(record: UpstreamHalfHour): HalfHourModel {
  return {
    __typename: 'HalfHourConsumption',
    recordId: record.id,
    meterRef: record.meterRef,
    day: record.day,
    period: record.period,
    quantity: record.quantity,
    unit: toUnit(record.unit),
    importedAt: record.importedAt,
  };
}
