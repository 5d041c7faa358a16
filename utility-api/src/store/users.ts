import { loginKey, loginKind } from '../../../shared/loginIdentifier.ts';
import type { Db } from '../db/open.ts';
import { REGISTRATION_MOBILE, ROLE_CUSTOMER } from '../domain/constants.ts';

export interface UserRow {
  id: number;
  email: string | null;
  mobile_no: string | null;
  name: string;
  role: number;
  registration_type: number;
  active: number;
  password_hash: string;
  language: string | null;
  customer_id: number | null;
  selected_account_id: number | null;
  employee_flags: string;
  is_field_worker: number;
  link_to_warehouse: number;
  warehouse_id: number | null;
  meter_warehouse_id: number | null;
  show_contact_us_email: number;
  contact_us_url: string | null;
}

/** A customer's portal user as registration creates it (000 §3 registration request). */
interface NewCustomerUser {
  email: string | null;
  mobileNo: string | null;
  name: string;
  registrationType: number;
  passwordHash: string;
  language: string;
  customerId: number;
  accountId: number;
  /** An earlier, never activated registration of the same customer, replaced by this one. */
  replacesUserId: number | null;
}

export interface UserStore {
  /**
   * By email (case-insensitive) when the login holds an at-sign, by the customer's id number when it is one
   * (001 §5, shared/loginIdentifier.ts loginKind with the settings' pattern), else by mobile number (000 §5),
   * as `loginKey` spells it.
   */
  findByLogin(login: string): UserRow | undefined;
  findById(id: number): UserRow | undefined;
  setLanguage(id: number, language: string): void;
  /** An inactive customer user owning the account it registered with (000 §4 registration). */
  createInactiveCustomer(user: NewCustomerUser): number;
  activate(id: number): void;
  setPasswordHash(id: number, passwordHash: string): void;
  setEmail(id: number, email: string): void;
  setMobileNo(id: number, mobileNo: string): void;
}

/** The name a user signs in with: the email for email registrations, the mobile number otherwise. */
export function loginName(user: Pick<UserRow, 'email' | 'mobile_no' | 'registration_type'>): string {
  return (user.registration_type === REGISTRATION_MOBILE ? user.mobile_no : user.email) ?? user.email ?? user.mobile_no ?? '';
}

/** `idNumberPattern` reads the utility settings' `customerIdNoRegExpr` at each look-up (settingsValues.ts). */
export function userStore(db: Db, idNumberPattern: () => string | null = () => null): UserStore {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ? COLLATE NOCASE');
  const byMobile = db.prepare<[string], UserRow>('SELECT * FROM users WHERE mobile_no = ?');
  // A customer has one portal login; the first, should there be more.
  const byIdNumber = db.prepare<[string], UserRow>(
    'SELECT u.* FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.id_no = ? ORDER BY u.id LIMIT 1',
  );
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const updateLanguage = db.prepare('UPDATE users SET language = ? WHERE id = ?');
  const insert = db.prepare(`INSERT INTO users (email, mobile_no, name, role, registration_type, active, password_hash,
    language, customer_id, selected_account_id) VALUES (?, ?, ?, ${ROLE_CUSTOMER}, ?, 0, ?, ?, ?, ?)`);
  const removePending = db.prepare('DELETE FROM users WHERE id = ? AND active = 0');
  const own = db.prepare("INSERT INTO account_users (account_id, user_id, relation) VALUES (?, ?, 'owner')");
  const activate = db.prepare('UPDATE users SET active = 1 WHERE id = ?');
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const updateEmail = db.prepare('UPDATE users SET email = ? WHERE id = ?');
  const updateMobile = db.prepare('UPDATE users SET mobile_no = ? WHERE id = ?');
  return {
    findByLogin: (login) => {
      const key = loginKey(login);
      const kind = loginKind(key, idNumberPattern());
      return kind === 'email' ? byEmail.get(key) : kind === 'idNumber' ? byIdNumber.get(key) : byMobile.get(key);
    },
    findById: (id) => byId.get(id),
    setLanguage: (id, language) => {
      updateLanguage.run(language, id);
    },
    createInactiveCustomer: db.transaction((u: NewCustomerUser) => {
      if (u.replacesUserId !== null) removePending.run(u.replacesUserId);
      const id = Number(
        insert.run(u.email, u.mobileNo, u.name, u.registrationType, u.passwordHash, u.language, u.customerId, u.accountId)
          .lastInsertRowid,
      );
      own.run(u.accountId, id);
      return id;
    }),
    activate: (id) => {
      activate.run(id);
    },
    setPasswordHash: (id, passwordHash) => {
      updatePassword.run(passwordHash, id);
    },
    setEmail: (id, email) => {
      updateEmail.run(email, id);
    },
    setMobileNo: (id, mobileNo) => {
      updateMobile.run(mobileNo, id);
    },
  };
}
