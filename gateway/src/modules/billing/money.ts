import type { GatewayContext } from '../../context.ts';
import type { LanguageCode } from '../../request/language.ts';
import { readSettings } from '../settings/sharedSettings.ts';
import type { SettingsModel } from '../settings/mapSettings.ts';

/** `002 §9`: money has two decimals. */
const MONEY_DECIMALS = 2;

/** The `Money` type of the schema. */
interface MoneyModel {
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
 * How a language writes an amount, learnt once per language for the life of the process from its
 * `Intl.NumberFormat` (building one costs 60–110 µs, and formatting through it 1–2 µs a value, where a
 * statement formats dozens): the sign before a negative amount, the group and decimal separators. Null
 * for a language whose formatter writes amounts otherwise (not grouped by threes from 1,000, say): its
 * amounts go through the formatter itself. The languages are a closed set, so sharing this between
 * requests shares nothing of a request.
 */
interface AmountWriting {
  formatter: Intl.NumberFormat;
  written: { minus: string; group: string; decimal: string } | null;
}

const writings = new Map<LanguageCode, AmountWriting>();

/** Amounts the written form is checked against when learnt (`money.test.ts` checks many more). */
const PROBES = [0, 0.5, -0.01, 999.99, 1000, -1234.5, 12345.67, 123456.7, -1234567.89, 98765432.1];

/** Up to this many cents the cents are exact and written by hand; larger amounts go through the formatter. */
const MAX_WRITTEN_CENTS = 1e15;

function writingOf(language: LanguageCode): AmountWriting {
  let writing = writings.get(language);
  if (writing === undefined) {
    const formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
      numberingSystem: 'latn',
    });
    const parts = formatter.formatToParts(-1234567.5);
    const firstDigit = parts.findIndex((part) => part.type === 'integer');
    const written = {
      minus: parts.slice(0, firstDigit).map((part) => part.value).join(''),
      group: parts.find((part) => part.type === 'group')?.value ?? '',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '',
    };
    const agrees = PROBES.every((value) => writeCents(written, Math.round(value * 100)) === formatter.format(value));
    writing = { formatter, written: agrees ? written : null };
    writings.set(language, writing);
  }
  return writing;
}

/** Whole cents as the language writes them: its sign, groups of three, its decimal separator. */
function writeCents(written: { minus: string; group: string; decimal: string }, cents: number): string {
  const absolute = Math.abs(cents);
  let whole = String(Math.floor(absolute / 100));
  let grouped = '';
  while (whole.length > 3) {
    grouped = `${written.group}${whole.slice(-3)}${grouped}`;
    whole = whole.slice(0, -3);
  }
  const fraction = absolute % 100;
  const sign = cents < 0 ? written.minus : '';
  return `${sign}${whole}${grouped}${written.decimal}${fraction < 10 ? '0' : ''}${fraction}`;
}

/** True when the language's amounts are written by hand (`writeCents`), false when through its formatter. */
export const writesAmountsByHand = (language: LanguageCode): boolean => writingOf(language).written !== null;

/** An amount with the language's separators and two decimals, in Latin digits. */
export function formatAmount(language: LanguageCode, value: number): string {
  const { formatter, written } = writingOf(language);
  // Nothing to pay is written without a sign: an amount that rounds to zero cents (-0.004, or -0 from the
  // upstream's JSON) is 0.00, as its `amount` is, where the formatter writes -0 as "-0.00".
  const rounded = Math.round(value * 100);
  const cents = rounded === 0 ? 0 : rounded;
  if (written === null || !(Math.abs(cents) < MAX_WRITTEN_CENTS)) return formatter.format(cents / 100);
  return writeCents(written, cents);
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
