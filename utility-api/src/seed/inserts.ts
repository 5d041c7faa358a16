import type { Db } from '../db/open.ts';
import type { AccountRelation } from '../domain/constants.ts';
import type { Random } from './random.ts';

interface NewUser {
  email: string | null;
  mobileNo: string | null;
  name: string;
  role: number;
  registrationType: number;
  active: boolean;
  passwordHash: string;
  language: string | null;
  customerId: number | null;
  employeeFlags?: readonly string[];
  isFieldWorker?: boolean;
  warehouseId?: number;
  meterWarehouseId?: number;
}

/** Row writers for demo data; ids are returned so generators can link rows. */
export interface Inserts {
  customer(name: string, idNo: string, email: string | null, mobileNo: string | null): number;
  property(street: string, postcode: string, city: string): { id: number; reference: string };
  /** A generated account key unless `key` is given. */
  account(customerId: number, propertyId: number, key?: string): number;
  user(user: NewUser): number;
  relate(accountId: number, userId: number, relation: AccountRelation): void;
  selectAccount(userId: number, accountId: number): void;
}

/**
 * Property references are '0' plus five digits, because 001 §5 derives them from characters 3 to 7 of
 * the invoice number; that bounds the demo at 100,000 properties.
 */
const PROPERTY_REFERENCE_CAPACITY = 100_000;

export function createInserts(db: Db, random: Random): Inserts {
  const customer = db.prepare('INSERT INTO customers (name, id_no, email, mobile_no) VALUES (?, ?, ?, ?)');
  const property = db.prepare('INSERT INTO properties (reference, street, postcode, city) VALUES (?, ?, ?, ?)');
  const account = db.prepare('INSERT INTO accounts (account_key, customer_id, property_id) VALUES (?, ?, ?)');
  const user = db.prepare(`INSERT INTO users (email, mobile_no, name, role, registration_type, active, password_hash,
    language, customer_id, employee_flags, is_field_worker, link_to_warehouse, warehouse_id, meter_warehouse_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const relate = db.prepare('INSERT INTO account_users (account_id, user_id, relation) VALUES (?, ?, ?)');
  const select = db.prepare('UPDATE users SET selected_account_id = ? WHERE id = ?');
  let properties = 0;
  let accounts = 0;

  return {
    customer: (name, idNo, email, mobileNo) => Number(customer.run(name, idNo, email, mobileNo).lastInsertRowid),
    property: (street, postcode, city) => {
      if (properties >= PROPERTY_REFERENCE_CAPACITY) throw new Error('property reference space exhausted');
      const reference = `0${String(properties++).padStart(5, '0')}`;
      return { id: Number(property.run(reference, street, postcode, city).lastInsertRowid), reference };
    },
    account: (customerId, propertyId, key) => {
      // Spaced keys with a random offset look like real account numbers yet stay unique.
      const accountKey = key ?? String(10_000_000 + accounts++ * 13 + random.int(0, 12));
      return Number(account.run(accountKey, customerId, propertyId).lastInsertRowid);
    },
    user: (u) =>
      Number(
        user.run(
          u.email,
          u.mobileNo,
          u.name,
          u.role,
          u.registrationType,
          u.active ? 1 : 0,
          u.passwordHash,
          u.language,
          u.customerId,
          JSON.stringify(u.employeeFlags ?? []),
          u.isFieldWorker ? 1 : 0,
          u.warehouseId === undefined ? 0 : 1,
          u.warehouseId ?? null,
          u.meterWarehouseId ?? null,
        ).lastInsertRowid,
      ),
    relate: (accountId, userId, relation) => {
      relate.run(accountId, userId, relation);
    },
    selectAccount: (userId, accountId) => {
      select.run(accountId, userId);
    },
  };
}
