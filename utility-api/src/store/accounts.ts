import type { Db } from '../db/open.ts';
import type { AccountRelation } from '../domain/constants.ts';

export interface AccountItem {
  accountId: number;
  accountKey: string;
  holderName: string;
  address: string;
  propertyReference: string;
  relation: AccountRelation | null;
  isSelected: boolean;
}

interface AccountRow {
  accountId: number;
  accountKey: string;
  holderName: string;
  street: string;
  postcode: string;
  city: string;
  propertyReference: string;
  relation: AccountRelation | null;
  isSelected: number;
}

/** The customer behind an account key, as registration checks it (000 §3 AccountName, §5). */
export interface RegistrationTarget {
  accountId: number;
  customerId: number;
  customerName: string;
  idNo: string;
  email: string | null;
  mobileNo: string | null;
  /** True when the customer already has an activated portal user. */
  registered: boolean;
  /** A user of the customer still waiting for activation: a repeated registration replaces it (000 §8). */
  pendingUserId: number | null;
}

export interface AccountStore {
  countForUser(userId: number): number;
  pageForUser(userId: number, limit: number, offset: number): AccountItem[];
  /** The account as the user sees it; `relation` is null when the user is not related to it. */
  findForUser(accountId: number, userId: number): AccountItem | undefined;
  findRegistrationTarget(accountKey: string): RegistrationTarget | undefined;
}

const SELECT_ITEM = `
  SELECT a.id AS accountId, a.account_key AS accountKey, c.name AS holderName,
         p.street, p.postcode, p.city, p.reference AS propertyReference,
         au.relation, (u.selected_account_id IS a.id) AS isSelected
  FROM accounts a
  JOIN customers c ON c.id = a.customer_id
  JOIN properties p ON p.id = a.property_id`;

function toItem(row: AccountRow): AccountItem {
  return {
    accountId: row.accountId,
    accountKey: row.accountKey,
    holderName: row.holderName,
    address: `${row.street}, ${row.postcode} ${row.city}`,
    propertyReference: row.propertyReference,
    relation: row.relation,
    isSelected: row.isSelected === 1,
  };
}

export function accountStore(db: Db): AccountStore {
  const count = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM account_users WHERE user_id = ?');
  // Owned accounts first, then tenancies, then represented accounts (README account item `relation`).
  const page = db.prepare<[number, number, number], AccountRow>(`${SELECT_ITEM}
    JOIN account_users au ON au.account_id = a.id
    JOIN users u ON u.id = au.user_id
    WHERE au.user_id = ?
    ORDER BY CASE au.relation WHEN 'owner' THEN 0 WHEN 'tenant' THEN 1 ELSE 2 END, a.account_key
    LIMIT ? OFFSET ?`);
  const one = db.prepare<[number, number], AccountRow>(`${SELECT_ITEM}
    JOIN users u ON u.id = ?
    LEFT JOIN account_users au ON au.account_id = a.id AND au.user_id = u.id
    WHERE a.id = ?`);
  const target = db.prepare<[string], Omit<RegistrationTarget, 'registered'> & { registered: number }>(`
    SELECT a.id AS accountId, c.id AS customerId, c.name AS customerName, c.id_no AS idNo, c.email,
           c.mobile_no AS mobileNo,
           EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id AND u.active = 1) AS registered,
           (SELECT u.id FROM users u WHERE u.customer_id = c.id AND u.active = 0 LIMIT 1) AS pendingUserId
    FROM accounts a JOIN customers c ON c.id = a.customer_id
    WHERE a.account_key = ?`);
  return {
    countForUser: (userId) => count.get(userId)?.total ?? 0,
    pageForUser: (userId, limit, offset) => page.all(userId, limit, offset).map(toItem),
    findForUser: (accountId, userId) => {
      const row = one.get(userId, accountId);
      return row ? toItem(row) : undefined;
    },
    findRegistrationTarget: (accountKey) => {
      const row = target.get(accountKey.trim());
      return row ? { ...row, registered: row.registered === 1 } : undefined;
    },
  };
}
