import { requireUser } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { fileUrl } from '../../files/fileDownload.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { FieldResolver, NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { READINGS_STATUS, getConsumption, getHalfHours, getMeters, getReadings } from './api.ts';
import { HALF_HOUR_TEMPLATE_KIND } from './halfHourTemplateDownload.ts';
import { READING_PHOTO_KIND } from './readingPhotoDownload.ts';
import { importHalfHourConsumption } from './importHalfHourConsumption.ts';
import { toHalfHourModel, toMeterModel, toReadingModel, toUnit, type HalfHourModel, type MeterModel, type MeterReadingModel } from './models.ts';
import { submitMeterReading } from './submitMeterReading.ts';
import { meterLoader } from './meterLoader.ts';

/** Consumption history a chart may ask for: up to three years (the portal asks for two, `002 §9`). */
const MAX_CONSUMPTION_MONTHS = 36;

const meters: ResolverOf<'Account', 'meters'> = (account, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getMeters(ctx.upstream, account.accountId, page, pageSize);
    // The list already holds each meter's newest reading: `latestReading` needs no `/Meter/GetItem`.
    for (const { latestReading: newest, ...item } of result.items) meterLoader(ctx).prime(item.meterId, { item, latestReading: newest });
    return { total: result.total, items: result.items.map(toMeterModel) };
  });
};

const consumption: ResolverOf<'Account', 'consumption'> = async (account, { months }, ctx) => {
  requireUser(ctx);
  if (!Number.isInteger(months) || months < 1 || months > MAX_CONSUMPTION_MONTHS) {
    throw badUserInputError(`\`months\` must be from 1 to ${MAX_CONSUMPTION_MONTHS}.`);
  }
  const items = await getConsumption(ctx.upstream, account.accountId, months);
  return items.map((item) => ({ periodStart: `${item.month}-01`, quantity: item.quantity, unit: toUnit(item.unit), coveredDays: item.days }));
};

const halfHourTemplateUrl: ResolverOf<'Account', 'halfHourTemplateUrl'> = async (account, _, ctx) => {
  requireUser(ctx);
  const settings = await loadSettings(ctx);
  return settings.emmHalfHourConsumptions ? fileUrl(HALF_HOUR_TEMPLATE_KIND, String(account.accountId)) : null;
};

const halfHourConsumptions: ResolverOf<'Account', 'halfHourConsumptions'> = (account, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    try {
      const result = await getHalfHours(ctx.upstream, account.accountId, page, pageSize);
      return { total: result.total, items: result.items.map(toHalfHourModel) };
    } catch (error) {
      // While the utility does not offer half-hour estimates the list is empty, not an error.
      if (error instanceof UpstreamError && error.status === READINGS_STATUS.halfHourDisabled) return { total: 0, items: [] };
      throw error;
    }
  });
};

const latestReading: FieldResolver<MeterModel, NoArgs, MeterReadingModel | null> = async (meter, _, ctx) => {
  const loaded = await meterLoader(ctx).load(meter.meterId);
  return loaded?.latestReading ? toReadingModel(loaded.latestReading) : null;
};

const readings: ResolverOf<'Meter', 'readings'> = (meter, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getReadings(ctx.upstream, meter.meterId, page, pageSize);
    return { total: result.total, items: result.items.map(toReadingModel) };
  });
};

export const readingsResolvers: Resolvers = {
  Account: { meters, consumption, halfHourTemplateUrl, halfHourConsumptions },
  Meter: { id: (meter: MeterModel) => toGlobalId('Meter', String(meter.meterId)), latestReading, readings },
  MeterReading: {
    id: (reading: MeterReadingModel) => toGlobalId('MeterReading', String(reading.readingId)),
    photoUrl: (reading: MeterReadingModel) => (reading.hasPhoto ? fileUrl(READING_PHOTO_KIND, String(reading.readingId)) : null),
  },
  HalfHourConsumption: { id: (record: HalfHourModel) => toGlobalId('HalfHourConsumption', String(record.recordId)) },
  Mutation: { submitMeterReading, importHalfHourConsumption },
};
