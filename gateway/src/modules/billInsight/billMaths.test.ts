import { describe, expect, it } from 'vitest';
import { decompose, type ChargedPeriod } from './decomposition.ts';
import { forecastBill } from './forecast.ts';
import { grossCents, type Tariff } from './tariffMaths.ts';

/** The reference utility's water tariff (utility-api/src/routes/billing/billRules.ts). */
const WATER: Tariff = { fixedCents: 850, dailyCents: 0, unitCents: 135, vatPercent: 5 };
const RAISED: Tariff = { ...WATER, unitCents: 148 };
const DAILY: Tariff = { fixedCents: 0, dailyCents: 30, unitCents: 120, vatPercent: 19 };

/** A bill as the utility prints it: VAT rounded to the cent. */
const billed = (tariff: Tariff, consumption: number, days: number): ChargedPeriod => ({
  amountCents: Math.round(grossCents(tariff, consumption, days)),
  consumption,
  days,
  tariff,
});

const total = (parts: { consumptionCents: number; tariffCents: number; daysCents: number }) => parts.consumptionCents + parts.tariffCents + parts.daysCents;

describe('decompose', () => {
  it('splits the difference into consumption, tariff and days that add up to it exactly', () => {
    const parts = decompose(billed(RAISED, 19, 31), billed(WATER, 14, 30));
    expect(total(parts)).toBe(parts.differenceCents);
    expect(parts.tariffCents).toBe(Math.round(19 * 13 * 1.05));
    expect(parts.consumptionCents).toBeGreaterThan(0);
    expect(parts.daysCents).toBeGreaterThan(0);
  });

  it('keeps the tariff part at zero when the tariff did not change, whatever the rounding', () => {
    for (let consumption = 0; consumption < 60; consumption += 1) {
      const parts = decompose(billed(WATER, consumption, 31), billed(WATER, 17, 28));
      expect(parts.tariffCents).toBe(0);
      expect(total(parts)).toBe(parts.differenceCents);
    }
  });

  it('puts a longer period with the same daily use on days only', () => {
    const parts = decompose(billed(DAILY, 31, 31), billed(DAILY, 30, 30));
    expect(parts.consumptionCents).toBe(0);
    expect(parts.tariffCents).toBe(0);
    expect(parts.daysCents).toBe(parts.differenceCents);
    expect(parts.daysCents).toBe(Math.round((30 + 120) * 1.19));
  });

  it('handles zero consumption on either side', () => {
    const fromNothing = decompose(billed(WATER, 12, 30), billed(WATER, 0, 30));
    expect(fromNothing).toEqual({ differenceCents: 1701, consumptionCents: 1701, tariffCents: 0, daysCents: 0 });
    const toNothing = decompose(billed(DAILY, 0, 31), billed(DAILY, 10, 30));
    expect(total(toNothing)).toBe(toNothing.differenceCents);
    expect(toNothing.consumptionCents).toBeLessThan(0);
    // The one day more still costs its daily charge.
    expect(toNothing.daysCents).toBe(Math.round((30 + (10 / 30) * 120) * 1.19));
  });

  it('attributes a lower price to the tariff even when the bill went up', () => {
    const parts = decompose(billed(WATER, 30, 30), billed(RAISED, 20, 30));
    expect(parts.differenceCents).toBeGreaterThan(0);
    expect(parts.tariffCents).toBe(Math.round(-30 * 13 * 1.05));
    expect(total(parts)).toBe(parts.differenceCents);
  });

  it('is all zero for identical bills', () => {
    expect(decompose(billed(WATER, 15, 30), billed(WATER, 15, 30))).toEqual({ differenceCents: 0, consumptionCents: 0, tariffCents: 0, daysCents: 0 });
  });
});

const day = (quantity: number) => ({ quantity, measured: true });
const missing = { quantity: 0, measured: false };

describe('forecastBill', () => {
  it('extends the daily use measured so far to the whole period, with the range from recent bills', () => {
    const forecast = forecastBill({ days: 30, tariff: WATER, daysSoFar: [day(0.5), day(0.7), day(0.6)], history: [0.4, 0.8] });
    expect(forecast).toMatchObject({ method: 'READINGS', measuredDays: 3 });
    expect(forecast?.consumptionSoFar).toBeCloseTo(1.8);
    expect(forecast?.expectedConsumption).toBeCloseTo(18);
    expect(forecast?.lowConsumption).toBeCloseTo(1.8 + 0.4 * 27);
    expect(forecast?.highConsumption).toBeCloseTo(1.8 + 0.8 * 27);
    expect(forecast?.expectedCents).toBe(Math.round((850 + 18 * 135) * 1.05));
    expect(forecast!.lowCents).toBeLessThan(forecast!.expectedCents);
    expect(forecast!.highCents).toBeGreaterThan(forecast!.expectedCents);
  });

  it('uses the average of recent bills before any reading of the period', () => {
    const forecast = forecastBill({ days: 30, tariff: WATER, daysSoFar: [missing, missing], history: [0.4, 0.6] });
    expect(forecast).toMatchObject({ method: 'HISTORY', measuredDays: 0, consumptionSoFar: 0 });
    expect(forecast?.expectedConsumption).toBeCloseTo(15);
    expect(forecast?.lowConsumption).toBeCloseTo(12);
    expect(forecast?.highConsumption).toBeCloseTo(18);
  });

  it('skips days without readings and counts them among the days still to come', () => {
    const forecast = forecastBill({ days: 10, tariff: WATER, daysSoFar: [day(1), missing, day(3)], history: [] });
    expect(forecast).toMatchObject({ method: 'READINGS', measuredDays: 2, consumptionSoFar: 4, expectedConsumption: 20 });
    // Without earlier bills the range is the measured daily use alone.
    expect(forecast?.lowCents).toBe(forecast?.expectedCents);
    expect(forecast?.highCents).toBe(forecast?.expectedCents);
  });

  it('gives zero consumption the standing charges only, and narrows to one amount when every day is measured', () => {
    const idle = forecastBill({ days: 3, tariff: DAILY, daysSoFar: [day(0), day(0), day(0)], history: [2] });
    expect(idle).toMatchObject({ expectedCents: Math.round(90 * 1.19), lowCents: Math.round(90 * 1.19), highCents: Math.round(90 * 1.19) });
  });

  it('prices the period at the tariff in force, not the one of earlier bills', () => {
    const before = forecastBill({ days: 30, tariff: WATER, daysSoFar: [], history: [0.5] });
    const after = forecastBill({ days: 30, tariff: RAISED, daysSoFar: [], history: [0.5] });
    expect(after!.expectedCents - before!.expectedCents).toBe(Math.round(15 * 13 * 1.05));
  });

  it('has nothing to say without readings and without an earlier bill', () => {
    expect(forecastBill({ days: 30, tariff: WATER, daysSoFar: [missing], history: [] })).toBeNull();
  });
});
