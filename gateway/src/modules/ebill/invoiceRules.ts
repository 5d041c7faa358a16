/** `001 §5`, `001 §9`: invoice numbers are digits; the registration needs 15 at least, the unsubscribe 7. */
export const INVOICE_MIN_DIGITS_REGISTRATION = 15;
export const INVOICE_MIN_DIGITS_UNSUBSCRIBE = 7;

/** `001 §5`: the property reference is a leading 0 followed by characters 3 to 7 of the invoice number. */
const REFERENCE_FROM = 2;
const REFERENCE_TO = 7;

/** True when the invoice number has only digits and at least `minDigits` of them. */
export function isValidInvoiceNumber(invoiceNumber: string, minDigits: number): boolean {
  return /^\d+$/.test(invoiceNumber) && invoiceNumber.length >= minDigits;
}

/** `20` + `00123` + `202605` + `01` → `000123`. */
export function propertyReferenceOf(invoiceNumber: string): string {
  return `0${invoiceNumber.slice(REFERENCE_FROM, REFERENCE_TO)}`;
}
