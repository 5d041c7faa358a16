import { LANGUAGES, REGISTRATION_EMAIL, REGISTRATION_MOBILE, ROLE_CUSTOMER } from '../domain/constants.ts';
import { randomAddress } from './address.ts';
import type { Inserts } from './inserts.ts';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './names.ts';
import type { Random } from './random.ts';

/** Shares of generated customers and accounts, chosen so lists and relations look like a real utility. */
const SECOND_ACCOUNT = 0.12;
const THIRD_ACCOUNT = 0.02;
const REGISTERED_FOR_PORTAL = 0.7;
const REGISTERED_BY_MOBILE = 0.25;
const HAS_TENANT_USER = 0.05;
const HAS_REPRESENTATIVE = 0.02;

function personName(random: Random): { first: string; last: string } {
  const female = random.chance(0.5);
  const [male, femaleForm] = random.pick(SURNAMES);
  return {
    first: random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    last: female ? femaleForm : male,
  };
}

/**
 * Customers with accounts on their own properties; most are registered portal users who own their
 * accounts, and a few accounts also have a tenant or a representative among the registered users.
 * Generated users share one password hash to keep seeding fast (only demo data does this).
 */
export function insertCustomers(inserts: Inserts, random: Random, count: number, passwordHash: string): void {
  const registered: number[] = [];
  for (let index = 0; index < count; index++) {
    const { first, last } = personName(random);
    const name = `${first} ${last}`;
    const byMobile = random.chance(REGISTERED_BY_MOBILE);
    const email = byMobile ? null : `${first}.${last}.${index + 1}@example.com`.toLowerCase();
    // '96' plus the index keeps generated logins unique and clear of the demo numbers (99…).
    const mobileNo = `96${String(index).padStart(6, '0')}`;
    const customerId = inserts.customer(name, String(random.int(100_000, 1_999_999)), email, mobileNo);

    const accountCount = 1 + (random.chance(SECOND_ACCOUNT) ? 1 : 0) + (random.chance(THIRD_ACCOUNT) ? 1 : 0);
    const accounts = Array.from({ length: accountCount }, () => {
      const address = randomAddress(random);
      return inserts.account(customerId, inserts.property(address.street, address.postcode, address.city).id);
    });

    if (random.chance(REGISTERED_FOR_PORTAL)) {
      const userId = inserts.user({
        email,
        mobileNo: byMobile ? mobileNo : null,
        name,
        role: ROLE_CUSTOMER,
        registrationType: byMobile ? REGISTRATION_MOBILE : REGISTRATION_EMAIL,
        active: true,
        passwordHash,
        language: random.pick(LANGUAGES),
        customerId,
      });
      for (const accountId of accounts) inserts.relate(accountId, userId, 'owner');
      if (accounts[0] !== undefined) inserts.selectAccount(userId, accounts[0]);
      const other = registered.length > 0 ? random.pick(registered) : undefined;
      if (other !== undefined && accounts[0] !== undefined) {
        if (random.chance(HAS_TENANT_USER)) inserts.relate(accounts[0], other, 'tenant');
        else if (random.chance(HAS_REPRESENTATIVE)) inserts.relate(accounts[0], other, 'representative');
      }
      registered.push(userId);
    }
  }
}
