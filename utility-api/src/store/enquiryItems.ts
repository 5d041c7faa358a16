import { ACCOUNT_ITEM_COLUMNS, ACCOUNT_ITEM_FROM, toAccountItem, type AccountItem, type AccountRow } from './accounts.ts';
import type { MeterItem } from './readings.ts';

/** The criteria of `/Enquiry/Search` (README "Employee enquiries"), already trimmed; absent = not used. */
export interface EnquiryCriteria {
  text?: string;
  accountKey?: string;
  name?: string;
  idNo?: string;
  taxNo?: string;
  phone?: string;
  email?: string;
  address?: string;
  propertyReference?: string;
  plot?: string;
  meterReference?: string;
  serialNo?: string;
}

export type EnquiryField = Exclude<keyof EnquiryCriteria, 'text'>;
export type EnquirySortField = 'accountKey' | 'name' | 'propertyReference' | 'address';

/** An account as employees see it: the account item (relation null) plus its customer and, in search rows, what matched. */
export interface EnquiryAccountItem extends AccountItem {
  customerId: number;
  matchedFields?: EnquiryField[];
}

export interface CustomerItem {
  customerId: number;
  name: string;
  title: string | null;
  firstName: string | null;
  initial: string | null;
  surname: string | null;
  idNo: string;
  taxNo: string | null;
  email: string | null;
  mobileNo: string | null;
  telNo: string | null;
  workTelNo: string | null;
  mailingAddress: string | null;
  consentEmail: boolean;
  consentSms: boolean;
  hasPortalUser: boolean;
  accountCount: number;
}

export interface ConnectionItem {
  connectionId: number;
  propertyId: number;
  number: string;
  status: string;
  type: string;
  size: string;
  book: string;
  walk: number;
  sequence: number;
  latitude: number;
  longitude: number;
  meters: Array<MeterItem & Omit<MeterDetailsItem, 'meterId' | 'accountId' | 'connectionId'>>;
}

export interface MeterDetailsItem {
  meterId: number;
  accountId: number;
  connectionId: number | null;
  condition: string | null;
  conversionFactor: number | null;
  warehouse: string | null;
}

export interface EnquiryStore {
  /** Null when a field other than the exact keys is shorter than `MIN_SUBSTRING` (the route answers status 2). */
  search(
    criteria: EnquiryCriteria,
    sort: { field: EnquirySortField; descending: boolean },
    limit: number,
    offset: number,
  ): { total: number; items: EnquiryAccountItem[] };
  customers(ids: readonly number[]): CustomerItem[];
  accountsOfCustomers(customerIds: readonly number[]): EnquiryAccountItem[];
  accountsOfProperties(propertyIds: readonly number[]): EnquiryAccountItem[];
  accounts(ids: readonly number[]): EnquiryAccountItem[];
  connections(query: { propertyIds?: readonly number[]; ids?: readonly number[] }): ConnectionItem[];
  meterDetails(ids: readonly number[]): MeterDetailsItem[];
  /** Any meter by id (employees read every account's meters). */
  meter(meterId: number): MeterItem | undefined;
}

/** The enquiry's account rows: the account with its holder, property and details (README account item), and its customer. */
export const ACCOUNT_SELECT = `SELECT ${ACCOUNT_ITEM_COLUMNS}, c.id AS customerId ${ACCOUNT_ITEM_FROM}`;

export type EnquiryAccountRow = AccountRow & { customerId: number };

export function toAccount(row: EnquiryAccountRow): EnquiryAccountItem {
  return { ...toAccountItem(row), customerId: row.customerId };
}
