import { invoiceNumber, monthNumber } from '../routes/billing/billRules.ts';

/**
 * The invoice number of a bill the seed wrote for the property: the seed bills every account for the 24
 * months before the seeding day (seed/billing.ts), so three months back is always one of them.
 */
export const recentInvoiceOf = (propertyReference: string): string => invoiceNumber(propertyReference, monthNumber(new Date()) - 3);

/** A number spelt like the property's invoices but for a month the utility never billed (before its bills begin). */
export const madeUpInvoiceOf = (propertyReference: string): string => invoiceNumber(propertyReference, monthNumber(new Date()) - 60);
