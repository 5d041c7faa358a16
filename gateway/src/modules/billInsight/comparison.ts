import { billInsightLoaders } from './billInsightLoaders.ts';
import type { GatewayContext } from '../../context.ts';
import type { FieldResolver, NoArgs } from '../../schema/resolverTypes.ts';
import { toBillModel, type BillModel } from '../billing/billModel.ts';
import { toMoney, type MoneyValue } from '../billing/money.ts';
import type { UpstreamBillCharges } from './api.ts';
import { decompose, type ChargedPeriod } from './decomposition.ts';
import { billsBefore, samePeriodLastYear } from './earlierBills.ts';
import { sameTariff } from './tariffMaths.ts';

type Basis = 'PREVIOUS_BILL' | 'SAME_PERIOD_LAST_YEAR';

/** The `BillComparison` type of the schema. */
interface BillComparisonModel {
  basis: Basis;
  baseline: BillModel;
  difference: MoneyValue;
  consumptionEffect: MoneyValue;
  tariffEffect: MoneyValue;
  daysEffect: MoneyValue;
  days: number;
  baselineDays: number;
  tariffChanged: boolean;
  unitPrice: MoneyValue;
  baselineUnitPrice: MoneyValue;
}

const charged = (charges: UpstreamBillCharges): ChargedPeriod => ({
  amountCents: Math.round(charges.amount * 100),
  consumption: charges.consumption,
  days: charges.days,
  tariff: charges.tariff,
});

async function compare(ctx: GatewayContext, bill: BillModel, basis: Basis): Promise<BillComparisonModel | null> {
  const earlier = await billsBefore(ctx, bill);
  const baseline = basis === 'PREVIOUS_BILL' ? earlier[0] : samePeriodLastYear(bill, earlier);
  if (baseline === undefined) return null;
  const [current, before] = await Promise.all([billInsightLoaders(ctx).charges.load(bill.billId), billInsightLoaders(ctx).charges.load(baseline.billId)]);
  // Both bills were just listed for this viewer; charges they may not read mean a broken upstream.
  if (current === null || before === null) throw new Error(`charges of bill ${bill.billId} or ${baseline.billId} are not readable`);
  const parts = decompose(charged(current), charged(before));
  const money = (cents: number) => toMoney(ctx, cents / 100);
  return {
    basis,
    baseline: toBillModel(baseline),
    difference: money(parts.differenceCents),
    consumptionEffect: money(parts.consumptionCents),
    tariffEffect: money(parts.tariffCents),
    daysEffect: money(parts.daysCents),
    days: current.days,
    baselineDays: before.days,
    tariffChanged: !sameTariff(current.tariff, before.tariff),
    unitPrice: money(current.tariff.unitCents),
    baselineUnitPrice: money(before.tariff.unitCents),
  };
}

const comparedWithPrevious: FieldResolver<BillModel, NoArgs, Promise<BillComparisonModel | null>> = (bill, _, ctx) => compare(ctx, bill, 'PREVIOUS_BILL');
const comparedWithLastYear: FieldResolver<BillModel, NoArgs, Promise<BillComparisonModel | null>> = (bill, _, ctx) => compare(ctx, bill, 'SAME_PERIOD_LAST_YEAR');

export const billComparisonFields = { comparedWithPrevious, comparedWithLastYear };
