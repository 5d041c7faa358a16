import type { GatewayContext } from '../../context.ts';
import { loadSettings } from '../settings/sharedSettings.ts';

/** `002 §9`: money has two decimals. */
const MONEY_DECIMALS = 2;

/** The `Money` type of the schema. */
export interface MoneyModel {
  amount: string;
  currencySymbol: string;
  formatted: string;
}

/** An upstream amount (a JSON number with two decimals) as an exact decimal string. */
export function decimalString(value: number): string {
  const cents = Math.round(value * 100);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(MONEY_DECIMALS, '0')}`;
}

export async function toMoney(ctx: GatewayContext, value: number): Promise<MoneyModel> {
  const { currencySymbol } = await loadSettings(ctx);
  const number = new Intl.NumberFormat(ctx.language, {
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
    numberingSystem: 'latn',
  }).format(Math.round(value * 100) / 100);
  return { amount: decimalString(value), currencySymbol, formatted: `${number} ${currencySymbol}` };
}
