import type { Db } from '../db/open.ts';
import { REGISTRATION_MOBILE } from '../domain/constants.ts';

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

export interface UserStore {
  /** By email (case-insensitive) when the login holds an at-sign, else by mobile number (000 §5). */
  findByLogin(login: string): UserRow | undefined;
  findById(id: number): UserRow | undefined;
  setLanguage(id: number, language: string): void;
}

/** The name a user signs in with: the email for email registrations, the mobile number otherwise. */
export function loginName(user: Pick<UserRow, 'email' | 'mobile_no' | 'registration_type'>): string {
  return (user.registration_type === REGISTRATION_MOBILE ? user.mobile_no : user.email) ?? user.email ?? user.mobile_no ?? '';
}

export function userStore(db: Db): UserStore {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ? COLLATE NOCASE');
  const byMobile = db.prepare<[string], UserRow>('SELECT * FROM users WHERE mobile_no = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const updateLanguage = db.prepare('UPDATE users SET language = ? WHERE id = ?');
  return {
    findByLogin: (login) => {
      const trimmed = login.trim();
      return trimmed.includes('@') ? byEmail.get(trimmed) : byMobile.get(trimmed.replace(/[\s-]/g, ''));
    },
    findById: (id) => byId.get(id),
    setLanguage: (id, language) => {
      updateLanguage.run(language, id);
    },
  };
}
