/**
 * Invoice numbers and the property reference they carry (`001 §5`, `001 §9`), kept once: the client checks
 * the number as it is typed, the gateway checks it again and derives the reference it sends, and the
 * reference utility API (utility-api/) spells its invoice numbers by the same layout.
 */

/** `001 §9`: invoice numbers need 15 digits at least to register for e-bill, 7 to unsubscribe. */
export const INVOICE_MIN_DIGITS_REGISTRATION = 15;
export const INVOICE_MIN_DIGITS_UNSUBSCRIBE = 7;

/** `001 §5`: the property reference is a leading 0 followed by characters 3 to 7 of the invoice number. */
const REFERENCE_FROM = 2;
const REFERENCE_TO = 7;

/** `001 §5`: digits only, at least `minDigits` of them. */
export function isValidInvoiceNumber(invoiceNumber: string, minDigits: number): boolean {
  return /^\d+$/.test(invoiceNumber) && invoiceNumber.length >= minDigits;
}

/** `20` + `00123` + `202605` + `01` → `000123`. */
export function propertyReferenceOf(invoiceNumber: string): string {
  return `0${invoiceNumber.slice(REFERENCE_FROM, REFERENCE_TO)}`;
}
