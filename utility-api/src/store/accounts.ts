import type { Db } from '../db/open.ts';
import type { AccountRelation } from '../domain/constants.ts';
import { maskIban } from '../../../shared/iban.ts';

export interface AccountItem {
  accountId: number;
  accountKey: string;
  holderName: string;
  address: string;
  propertyReference: string;
  relation: AccountRelation | null;
  isSelected: boolean;
  propertyId: number;
  /** Details of the enquiry labels (002 §3); null for an account seeded without them. */
  consumerType: string | null;
  billingGroup: string | null;
  tariff: string | null;
  supplyType: string | null;
  status: string | null;
  openedOn: string | null;
  bankName: string | null;
  /** Masked: only the country, check digits and last four characters are ever answered. */
  iban: string | null;
  eBill: boolean;
}

/** A property as its related users see it (002 §3 property labels). */
export interface PropertyItem {
  propertyId: number;
  reference: string;
  address: string;
  plot: string | null;
  propertyType: string | null;
  ownerName: string;
  /** Name of the property's tenant user, when one of its accounts has one. */
  tenantName: string | null;
  tariffs: string[];
}

/** A row of `ACCOUNT_ITEM_COLUMNS`, with the viewer's relation and selection when the query joins them. */
export interface AccountRow {
  accountId: number;
  accountKey: string;
  holderName: string;
  street: string;
  postcode: string;
  city: string;
  propertyReference: string;
  relation?: AccountRelation | null;
  isSelected?: number;
  propertyId: number;
  consumerType: string | null;
  billingGroup: string | null;
  tariff: string | null;
  supplyType: string | null;
  status: string | null;
  openedOn: string | null;
  bankName: string | null;
  iban: string | null;
  eBill: number | null;
}

interface PropertyRow {
  propertyId: number;
  reference: string;
  street: string;
  postcode: string;
  city: string;
  plot: string | null;
  propertyType: string | null;
  ownerName: string;
  tenantName: string | null;
  tariffs: string | null;
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
  /** Makes the account the user's selected one; false when the user is not related to it. */
  selectForUser(accountId: number, userId: number): boolean;
  /** The property when the user is related to one of its accounts (or `anyUser`, for employees). */
  findPropertyForUser(propertyId: number, userId: number, anyUser: boolean): PropertyItem | undefined;
}

/**
 * The columns of an account item (README account item) over `a` accounts, `c` customers, `p` properties, `d` details
 * and `sd` the property's statement delivery.
 */
export const ACCOUNT_ITEM_COLUMNS = `a.id AS accountId, a.account_key AS accountKey, c.name AS holderName,
         p.street, p.postcode, p.city, p.reference AS propertyReference, p.id AS propertyId,
         d.consumer_type AS consumerType, d.billing_group AS billingGroup, d.tariff, d.supply_type AS supplyType,
         d.status, d.opened_on AS openedOn, d.bank_name AS bankName, d.iban,
         COALESCE(sd.statement_delivery_type_id = 199, d.e_bill) AS eBill`;

/** The tables `ACCOUNT_ITEM_COLUMNS` reads. */
export const ACCOUNT_ITEM_FROM = `FROM accounts a
  JOIN customers c ON c.id = a.customer_id
  JOIN properties p ON p.id = a.property_id
  LEFT JOIN account_details d ON d.account_id = a.id
  -- A registration for e-bill or an unsubscribe (001 §2, migration 008) decides over the account's flag.
  LEFT JOIN statement_deliveries sd ON sd.property_id = a.property_id`;

const SELECT_ITEM = `
  SELECT ${ACCOUNT_ITEM_COLUMNS}, au.relation, (u.selected_account_id IS a.id) AS isSelected
  ${ACCOUNT_ITEM_FROM}`;

function toProperty(row: PropertyRow): PropertyItem {
  return {
    propertyId: row.propertyId,
    reference: row.reference,
    address: `${row.street}, ${row.postcode} ${row.city}`,
    plot: row.plot,
    propertyType: row.propertyType,
    ownerName: row.ownerName,
    tenantName: row.tenantName,
    tariffs: row.tariffs === null ? [] : (JSON.parse(row.tariffs) as string[]),
  };
}

/** The account item of a row; without the viewer's columns (an employee's view) relation null, not selected. */
export function toAccountItem(row: AccountRow): AccountItem {
  return {
    accountId: row.accountId,
    accountKey: row.accountKey,
    holderName: row.holderName,
    address: `${row.street}, ${row.postcode} ${row.city}`,
    propertyReference: row.propertyReference,
    relation: row.relation ?? null,
    isSelected: row.isSelected === 1,
    propertyId: row.propertyId,
    consumerType: row.consumerType,
    billingGroup: row.billingGroup,
    tariff: row.tariff,
    supplyType: row.supplyType,
    status: row.status,
    openedOn: row.openedOn,
    bankName: row.bankName,
    iban: maskIban(row.iban),
    eBill: row.eBill === 1,
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
  const related = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM account_users WHERE account_id = ? AND user_id = ?',
  );
  const select = db.prepare<[number, number]>('UPDATE users SET selected_account_id = ? WHERE id = ?');
  // The owner is the customer of the property's first account; the tenant a user related as tenant.
  const property = db.prepare<[number], PropertyRow>(`
    SELECT p.id AS propertyId, p.reference, p.street, p.postcode, p.city, pd.plot, pd.property_type AS propertyType,
           pd.tariffs,
           (SELECT c.name FROM accounts a JOIN customers c ON c.id = a.customer_id
             WHERE a.property_id = p.id ORDER BY a.id LIMIT 1) AS ownerName,
           (SELECT u.name FROM accounts a JOIN account_users au ON au.account_id = a.id JOIN users u ON u.id = au.user_id
             WHERE a.property_id = p.id AND au.relation = 'tenant' ORDER BY a.id LIMIT 1) AS tenantName
    FROM properties p LEFT JOIN property_details pd ON pd.property_id = p.id
    WHERE p.id = ?`);
  const relatedToProperty = db.prepare<[number, number], { one: number }>(`
    SELECT 1 AS one FROM accounts a JOIN account_users au ON au.account_id = a.id
    WHERE a.property_id = ? AND au.user_id = ? LIMIT 1`);
  return {
    selectForUser: (accountId, userId) => {
      if (related.get(accountId, userId) === undefined) return false;
      select.run(accountId, userId);
      return true;
    },
    findPropertyForUser: (propertyId, userId, anyUser) => {
      if (!anyUser && relatedToProperty.get(propertyId, userId) === undefined) return undefined;
      const row = property.get(propertyId);
      return row ? toProperty(row) : undefined;
    },
    countForUser: (userId) => count.get(userId)?.total ?? 0,
    pageForUser: (userId, limit, offset) => page.all(userId, limit, offset).map(toAccountItem),
    findForUser: (accountId, userId) => {
      const row = one.get(userId, accountId);
      return row ? toAccountItem(row) : undefined;
    },
    findRegistrationTarget: (accountKey) => {
      const row = target.get(accountKey.trim());
      return row ? { ...row, registered: row.registered === 1 } : undefined;
    },
  };
}
