import type { GatewayContext } from '../../context.ts';
import type { LanguageCode } from '../../request/language.ts';
import { readSettings } from '../settings/sharedSettings.ts';
import type { SettingsModel } from '../settings/mapSettings.ts';

/** `002 §9`: money has two decimals. */
const MONEY_DECIMALS = 2;

/** The `Money` type of the schema. */
export interface MoneyModel {
  amount: string;
  currencySymbol: string;
  formatted: string;
}

/**
 * What a field of type `Money` may hold (`gateway/codegen.json`, mappers): GraphQL awaits a promise at
 * any depth, so lists and payloads carry amounts whose currency symbol is still being read.
 */
export type MoneyValue = MoneyModel | Promise<MoneyModel>;

/** An upstream amount (a JSON number with two decimals) as an exact decimal string. */
export function decimalString(value: number): string {
  const cents = Math.round(value * 100);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(MONEY_DECIMALS, '0')}`;
}

/**
 * One formatter per language for the life of the process: building an `Intl.NumberFormat` costs
 * 60–110 µs, and an accounts screen formats hundreds of amounts. Formatters are immutable and the
 * languages are a closed set, so sharing them between requests shares nothing of a request.
 */
const formatters = new Map<LanguageCode, Intl.NumberFormat>();

/** An amount with the language's separators and two decimals, in Latin digits. */
export function formatAmount(language: LanguageCode, value: number): string {
  return moneyFormatter(language).format(Math.round(value * 100) / 100);
}

function moneyFormatter(language: LanguageCode): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
      numberingSystem: 'latn',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** An amount as `Money`: at once when the request's settings have answered (`readSettings`), else once they do. */
export function toMoney(ctx: GatewayContext, value: number): MoneyValue {
  const settings = readSettings(ctx);
  if (settings instanceof Promise) return settings.then((answered) => moneyOf(ctx, answered, value));
  return moneyOf(ctx, settings, value);
}

function moneyOf(ctx: GatewayContext, { currencySymbol }: SettingsModel, value: number): MoneyModel {
  const number = formatAmount(ctx.language, value);
  return { amount: decimalString(value), currencySymbol, formatted: `${number} ${currencySymbol}` };
}
