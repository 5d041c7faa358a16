import { billInsightLoaders } from './billInsightLoaders.ts';
import { periodDays } from '../../../../shared/billingPeriod.ts';
import { unitName } from '../../../../shared/i18n/units.ts';
import { requireUser } from '../../context.ts';
import type { FieldResolver, NoArgs } from '../../schema/resolverTypes.ts';
import type { AccountModel } from '../account/accountModel.ts';
import { toMoney, type MoneyValue } from '../billing/money.ts';
import { newestBills } from './earlierBills.ts';
import { forecastBill } from './forecast.ts';

/** Recent bills whose daily use the forecast draws on: half a year, so that a season shows in the range. */
const RECENT_BILLS = 6;

const BASES = { READINGS: 'READINGS', HISTORY: 'RECENT_BILLS' } as const;

/** The `BillForecast` type of the schema. */
export interface BillForecastModel {
  periodFrom: string;
  periodTo: string;
  days: number;
  measuredDays: number;
  measuredUntil: string | null;
  basis: (typeof BASES)[keyof typeof BASES];
  recentBills: number;
  consumptionSoFar: number;
  expectedConsumption: number;
  lowConsumption: number;
  highConsumption: number;
  consumptionUnit: string;
  amount: MoneyValue;
  low: MoneyValue;
  high: MoneyValue;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export const billForecast: FieldResolver<AccountModel, NoArgs, Promise<BillForecastModel | null>> = async (account, _, ctx) => {
  requireUser(ctx);
  const [period, bills] = await Promise.all([billInsightLoaders(ctx).openPeriods.load(account.accountId), newestBills(ctx, account.accountId)]);
  if (period === null) return null;
  const recent = bills.slice(0, RECENT_BILLS);
  const forecast = forecastBill({
    days: period.days,
    tariff: period.tariff,
    daysSoFar: period.daysSoFar,
    history: recent.map((bill) => bill.consumption / periodDays(bill.periodFrom, bill.periodTo)),
  });
  if (forecast === null) return null;
  const money = (cents: number) => toMoney(ctx, cents / 100);
  return {
    periodFrom: period.periodFrom,
    periodTo: period.periodTo,
    days: period.days,
    measuredDays: forecast.measuredDays,
    measuredUntil: period.daysSoFar.filter((day) => day.measured).at(-1)?.day ?? null,
    basis: BASES[forecast.method],
    recentBills: recent.length,
    consumptionSoFar: twoDecimals(forecast.consumptionSoFar),
    expectedConsumption: twoDecimals(forecast.expectedConsumption),
    lowConsumption: twoDecimals(forecast.lowConsumption),
    highConsumption: twoDecimals(forecast.highConsumption),
    consumptionUnit: unitName(ctx.language, period.unit),
    amount: money(forecast.expectedCents),
    low: money(forecast.lowCents),
    high: money(forecast.highCents),
  };
};
