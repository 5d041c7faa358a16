import type { TFunction } from '../i18n/i18n';

/** Whole numbers in the language's grouping, with Latin digits like the rest of the portal. */
export function formatNumber(value: number, language: string, decimals = 0): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: 'latn' }).format(value);
}

/** The schema's `MeterUnit` as the screen writes it. */
export function unitLabel(t: TFunction, unit: string): string {
  return unit === 'KILOWATT_HOUR' ? t('units.kwh') : t('units.m3');
}
