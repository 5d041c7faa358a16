import { grossCents, type Tariff } from './tariffMaths.ts';

/** One day of the open period as the utility measured it so far. */
interface MeasuredDay {
  quantity: number;
  /** False when no reading covers the day yet (its quantity is then 0 and not used). */
  measured: boolean;
}

export interface ForecastInput {
  /** Days of the whole open period. */
  days: number;
  tariff: Tariff;
  /** The days of the period up to today. */
  daysSoFar: readonly MeasuredDay[];
  /** Daily use (consumption / days) of recent bills, newest first. */
  history: readonly number[];
}

type ForecastMethod = 'READINGS' | 'HISTORY';

export interface Forecast {
  method: ForecastMethod;
  measuredDays: number;
  consumptionSoFar: number;
  expectedConsumption: number;
  lowConsumption: number;
  highConsumption: number;
  expectedCents: number;
  lowCents: number;
  highCents: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The bill of the open period: what the readings measured so far, plus the days not measured yet at the
 * daily use measured so far (or, before any reading, the average daily use of recent bills). The range
 * puts the lowest and the highest daily use of recent bills (and of this period) on the days not measured,
 * so it narrows as readings come in and is a single amount once every day is measured. Null when
 * there is nothing to go on: no reading in the period and no earlier bill.
 */
export function forecastBill(input: ForecastInput): Forecast | null {
  const measured = input.daysSoFar.filter((day) => day.measured);
  const measuredDays = measured.length;
  const consumptionSoFar = sum(measured.map((day) => day.quantity));
  const history = input.history.filter((rate) => Number.isFinite(rate) && rate >= 0);
  let method: ForecastMethod;
  let rate: number;
  if (measuredDays > 0) {
    method = 'READINGS';
    rate = consumptionSoFar / measuredDays;
  } else if (history.length > 0) {
    method = 'HISTORY';
    rate = sum(history) / history.length;
  } else {
    return null;
  }
  const rates = [...history, rate];
  const open = Math.max(0, input.days - measuredDays);
  const expectedConsumption = consumptionSoFar + rate * open;
  const lowConsumption = consumptionSoFar + Math.min(...rates) * open;
  const highConsumption = consumptionSoFar + Math.max(...rates) * open;
  const cents = (quantity: number) => Math.round(grossCents(input.tariff, quantity, input.days));
  return {
    method,
    measuredDays,
    consumptionSoFar,
    expectedConsumption,
    lowConsumption,
    highConsumption,
    expectedCents: cents(expectedConsumption),
    lowCents: cents(lowConsumption),
    highCents: cents(highConsumption),
  };
}
