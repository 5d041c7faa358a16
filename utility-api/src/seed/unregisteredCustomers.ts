import { randomAddress } from './address.ts';
import type { Inserts } from './inserts.ts';
import type { Random } from './random.ts';

/**
 * Customers with an account but no portal user yet, so registration can be tried (README demo data). Their
 * account keys are fixed, outside the generated range (10,000,000 plus 13 per account), so they read the same
 * at every seed and scale.
 */
export const UNREGISTERED_CUSTOMERS = [
  { name: 'Nikos Demetriou', idNo: '0812345', email: 'nikos@demo.test', mobileNo: '99111222', accountKey: '20000001' },
  { name: 'Sofia Constantinou', idNo: '0823456', email: null, mobileNo: '99333444', accountKey: '20000002' },
  { name: 'Petros Antoniou', idNo: '0834567', email: 'petros@demo.test', mobileNo: '99555666', accountKey: '20000003' },
] as const;

export function insertUnregisteredCustomers(inserts: Inserts, random: Random): void {
  for (const customer of UNREGISTERED_CUSTOMERS) {
    const customerId = inserts.customer(customer.name, customer.idNo, customer.email, customer.mobileNo);
    const address = randomAddress(random);
    const property = inserts.property(address.street, address.postcode, address.city);
    inserts.account(customerId, property.id, customer.accountKey);
  }
}
