/**
 * The payment phone of a payment agreement (`002 §5`: "a payment phone number is 10 to 15 digits"), kept
 * once for the client's agreement form, the gateway's field check and the reference utility API, which
 * stores it compact. Apart from shared/phoneRules.ts, so the debt-management screens load no phone metadata.
 */

/** 10 to 15 digits; spaces, dashes and a leading + are allowed around them. */
export function isValidPaymentPhone(value: string): boolean {
  return /^\+?[\d\s-]+$/.test(value.trim()) && /^\d{10,15}$/.test(value.replace(/[\s+-]/g, ''));
}

/** The payment phone as stored: its digits, with the leading + kept. */
export function compactPaymentPhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}
