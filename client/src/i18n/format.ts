/**
 * Formatting rules of 002 §9: DD/MM/YYYY, DD/MM/YYYY HH:mm, DD/MM/YY HH:mm and HH:mm:ss whatever the
 * browser's locale, money with two decimals.
 */

/** 002 §9: dates up to year 1900 are treated as empty. */
const EMPTY_DATE_YEAR = 1900;
/** 002 §9 / 000 §9: money has two decimals; the euro is the default symbol. */
const MONEY_DECIMALS = 2;
const DEFAULT_CURRENCY_SYMBOL = '€';

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || date.getFullYear() <= EMPTY_DATE_YEAR) return null;
  return date;
}

/** `DD/MM/YYYY`, or an empty string for a missing or placeholder date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** `DD/MM/YYYY HH:mm`, or an empty string for a missing or placeholder date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `DD/MM/YY HH:mm`, for compact lists, or an empty string for a missing or placeholder date. */
export function formatShortDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `HH:mm:ss`, the time of day alone, or an empty string for a missing or placeholder date. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** An amount with two decimals in the language's grouping, followed by the utility's currency symbol. */
export function formatMoney(amount: number, language: string, currencySymbol = DEFAULT_CURRENCY_SYMBOL): string {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
    numberingSystem: 'latn',
  }).format(amount);
  return `${number} ${currencySymbol || DEFAULT_CURRENCY_SYMBOL}`;
}
