import { EMPLOYEE_FLAGS, REGISTRATION_EMAIL, REGISTRATION_MOBILE, ROLE_CUSTOMER, ROLE_EMPLOYEE } from '../domain/constants.ts';
import { randomAddress } from './address.ts';
import type { Inserts } from './inserts.ts';
import type { Random } from './random.ts';

/** Demo logins of utility-api/README.md, all with this password. */
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_CUSTOMER_EMAIL = 'maria@demo.test';
export const DEMO_CUSTOMER_MOBILE = '99123456';
export const DEMO_EMPLOYEE_EMAIL = 'staff@demo.test';
export const DEMO_INACTIVE_EMAIL = 'pending@demo.test';
/** A field worker (000 §3 isFieldWorker) with only the field flags: no back-office area. */
export const DEMO_FIELD_WORKER_EMAIL = 'field@demo.test';
/** Profile flags of the field worker: meter-reading capture and the web map (000 §6). */
const FIELD_WORKER_FLAGS = ['portalCaptureMeterReadings', 'portalGis'] as const;

export interface DemoHashes {
  maria: string;
  mobile: string;
  staff: string;
  pending: string;
}

function accountAt(inserts: Inserts, random: Random, customerId: number): number {
  const address = randomAddress(random);
  const property = inserts.property(address.street, address.postcode, address.city);
  return inserts.account(customerId, property.id);
}

/** The people behind the demo logins, written before any generated customer so their ids stay small. */
export function insertDemoUsers(inserts: Inserts, random: Random, hashes: DemoHashes): void {
  const customer = { role: ROLE_CUSTOMER, active: true };

  const maria = inserts.customer('Maria Georgiou', '1023456', DEMO_CUSTOMER_EMAIL, '99765432');
  const mother = inserts.customer('Eleni Georgiou', '0456789', null, '99887766');
  const mariaUser = inserts.user({
    ...customer,
    email: DEMO_CUSTOMER_EMAIL,
    mobileNo: null,
    name: 'Maria Georgiou',
    registrationType: REGISTRATION_EMAIL,
    passwordHash: hashes.maria,
    language: null,
    customerId: maria,
  });
  const home = accountAt(inserts, random, maria);
  inserts.relate(home, mariaUser, 'owner');
  inserts.relate(accountAt(inserts, random, maria), mariaUser, 'owner');
  // Maria manages her mother's account as her representative (README demo logins).
  inserts.relate(accountAt(inserts, random, mother), mariaUser, 'representative');
  inserts.selectAccount(mariaUser, home);

  const andreas = inserts.customer('Andreas Christodoulou', '0987654', null, DEMO_CUSTOMER_MOBILE);
  const andreasUser = inserts.user({
    ...customer,
    email: null,
    mobileNo: DEMO_CUSTOMER_MOBILE,
    name: 'Andreas Christodoulou',
    registrationType: REGISTRATION_MOBILE,
    passwordHash: hashes.mobile,
    language: null,
    customerId: andreas,
  });
  const andreasAccount = accountAt(inserts, random, andreas);
  inserts.relate(andreasAccount, andreasUser, 'owner');
  inserts.selectAccount(andreasUser, andreasAccount);

  const kostas = inserts.customer('Kostas Pavlides', '0765432', DEMO_INACTIVE_EMAIL, null);
  inserts.relate(
    accountAt(inserts, random, kostas),
    inserts.user({
      email: DEMO_INACTIVE_EMAIL,
      mobileNo: null,
      name: 'Kostas Pavlides',
      role: ROLE_CUSTOMER,
      active: false,
      registrationType: REGISTRATION_EMAIL,
      passwordHash: hashes.pending,
      language: null,
      customerId: kostas,
    }),
    'owner',
  );

  inserts.user({
    email: DEMO_EMPLOYEE_EMAIL,
    mobileNo: null,
    name: 'Katerina Ioannou',
    role: ROLE_EMPLOYEE,
    active: true,
    registrationType: REGISTRATION_EMAIL,
    passwordHash: hashes.staff,
    language: null,
    customerId: null,
    employeeFlags: EMPLOYEE_FLAGS,
    warehouseId: 1,
    meterWarehouseId: 5,
  });
}

/**
 * The field worker login, written after every generated row so that adding it left the ids of the
 * generated data of every seed unchanged.
 */
export function insertFieldWorker(inserts: Inserts, passwordHash: string): void {
  inserts.user({
    email: DEMO_FIELD_WORKER_EMAIL,
    mobileNo: null,
    name: 'Giorgos Christou',
    role: ROLE_EMPLOYEE,
    active: true,
    registrationType: REGISTRATION_EMAIL,
    passwordHash,
    language: null,
    customerId: null,
    employeeFlags: FIELD_WORKER_FLAGS,
    isFieldWorker: true,
    warehouseId: 1,
    meterWarehouseId: 5,
  });
}
