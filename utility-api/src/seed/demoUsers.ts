import { EMPLOYEE_FLAGS, REGISTRATION_EMAIL, REGISTRATION_MOBILE, ROLE_CUSTOMER, ROLE_EMPLOYEE } from '../domain/constants.ts';
import { randomAddress } from './address.ts';
import type { Db } from '../db/open.ts';
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
/** A customer of her own for the application families' flows, so they never change Maria's lists. */
export const DEMO_APPLICANT_EMAIL = 'applicant@demo.test';
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

/**
 * The login of the application families' flows: a portal user for the first customer whose accounts no
 * portal user reaches yet, written after every generated row so that every other row keeps its id and
 * values. Her accounts have the generated details, meters and bills.
 */
export function insertApplicant(db: Db, inserts: Inserts, passwordHash: string): void {
  const customer = db
    .prepare(
      `SELECT c.id, c.name FROM customers c
        WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.customer_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM accounts a JOIN account_users au ON au.account_id = a.id WHERE a.customer_id = c.id)
        ORDER BY c.id LIMIT 1`,
    )
    .get() as { id: number; name: string } | undefined;
  if (customer === undefined) throw new Error('no generated customer is free for the applicant login');
  const user = inserts.user({
    role: ROLE_CUSTOMER,
    active: true,
    email: DEMO_APPLICANT_EMAIL,
    mobileNo: null,
    name: customer.name,
    registrationType: REGISTRATION_EMAIL,
    passwordHash,
    language: null,
    customerId: customer.id,
  });
  const accounts = db.prepare('SELECT id FROM accounts WHERE customer_id = ? ORDER BY id').pluck().all(customer.id) as number[];
  for (const account of accounts) inserts.relate(account, user, 'owner');
  if (accounts[0] !== undefined) inserts.selectAccount(user, accounts[0]);
}
