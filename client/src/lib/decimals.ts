/** A typed decimal number ("12,5" or "12.5"), or undefined when it is not one. */
export function parseDecimal(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return undefined;
  return Number(normalized);
}

/** Digits after the decimal separator of a typed number. */
export function decimalsOf(text: string): number {
  const normalized = text.trim().replace(',', '.');
  const dot = normalized.indexOf('.');
  return dot < 0 ? 0 : normalized.length - dot - 1;
}

/** A value with the point's decimals, in Latin digits (values are LTR numbers in every language). */
export function formatValue(value: number, decimals: number): string {
  return value.toFixed(decimals);
}
