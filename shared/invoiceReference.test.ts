import { describe, expect, it } from 'vitest';
import { INVOICE_MIN_DIGITS_REGISTRATION, INVOICE_MIN_DIGITS_UNSUBSCRIBE, isValidInvoiceNumber, propertyReferenceOf } from './invoiceReference.ts';

describe('invoice numbers (001 §5, §9)', () => {
  it('are digits only, 15 at least to register and 7 to unsubscribe', () => {
    expect(isValidInvoiceNumber('200012320260501', INVOICE_MIN_DIGITS_REGISTRATION)).toBe(true);
    expect(isValidInvoiceNumber('20001232026050', INVOICE_MIN_DIGITS_REGISTRATION)).toBe(false);
    expect(isValidInvoiceNumber('2000123', INVOICE_MIN_DIGITS_UNSUBSCRIBE)).toBe(true);
    expect(isValidInvoiceNumber('200012', INVOICE_MIN_DIGITS_UNSUBSCRIBE)).toBe(false);
    expect(isValidInvoiceNumber('2000123 ', INVOICE_MIN_DIGITS_UNSUBSCRIBE)).toBe(false);
    expect(isValidInvoiceNumber('20001a3', INVOICE_MIN_DIGITS_UNSUBSCRIBE)).toBe(false);
  });
  it('carry the property reference: a 0 and their characters 3 to 7', () => {
    expect(propertyReferenceOf('200012320260501')).toBe('000123');
    expect(propertyReferenceOf('2098765')).toBe('098765');
  });
});
