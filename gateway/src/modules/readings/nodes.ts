import { lookUpCustomerRecord } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getHalfHour, getReading } from './api.ts';
import { toHalfHourModel, toMeterModel, toReadingModel } from './models.ts';
import { meterLoader } from './meterLoader.ts';

function keyOf(key: string): number | undefined {
  const id = Number(key);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Meters by global id: the upstream answers customers only for their own accounts (others become null); employees need the enquiries. */
export const meterNode: NodeType = {
  type: 'Meter',
  async load(ctx, key) {
    const id = keyOf(key);
    if (ctx.session === undefined || id === undefined) return null;
    const loaded = await lookUpCustomerRecord(ctx, () => meterLoader(ctx).load(id));
    return loaded ? toMeterModel(loaded.item) : null;
  },
};

/** Readings by global id, with the same rule as meters. */
export const meterReadingNode: NodeType = {
  type: 'MeterReading',
  async load(ctx, key) {
    const id = keyOf(key);
    if (ctx.session === undefined || id === undefined) return null;
    const reading = await lookUpCustomerRecord(ctx, () => getReading(ctx.upstream, id));
    return reading ? toReadingModel(reading) : null;
  },
};

/** Imported half-hour estimates by global id, with the same rule as meters. */
export const halfHourNode: NodeType = {
  type: 'HalfHourConsumption',
  async load(ctx, key) {
    const id = keyOf(key);
    if (ctx.session === undefined || id === undefined) return null;
    const record = await lookUpCustomerRecord(ctx, () => getHalfHour(ctx.upstream, id));
    return record ? toHalfHourModel(record) : null;
  },
};
