import type { EbillProperty, EbillStore } from '../../store/ebill.ts';
import { invoiceMonthOf } from '../billing/billRules.ts';

/**
 * The property `propertyRef` names when `invoiceNumber` is a real invoice of it. `001 §5` derives the
 * reference from characters 3 to 7 alone, which anyone can make up; the e-bill registration shows the
 * property's address and moves its bills, so it asks for a number the utility actually billed.
 */
export function invoicedProperty(ebill: EbillStore, propertyRef: string, invoiceNumber: string | null | undefined): EbillProperty | undefined {
  const month = typeof invoiceNumber === 'string' ? invoiceMonthOf(invoiceNumber.trim(), propertyRef) : undefined;
  if (month === undefined) return undefined;
  const property = ebill.findProperty(propertyRef);
  return property && ebill.hasBill(property.id, month) ? property : undefined;
}
