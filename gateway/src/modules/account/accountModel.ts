import type { UpstreamAccount } from './api.ts';

const RELATIONS = { owner: 'OWNER', tenant: 'TENANT', representative: 'REPRESENTATIVE' } as const;
type Relation = (typeof RELATIONS)[keyof typeof RELATIONS] | 'NONE';

/** The `Account` type of the schema, except `id`, which has a resolver. */
export interface AccountModel {
  __typename: 'Account';
  accountId: number;
  accountKey: string;
  holderName: string;
  address: string;
  propertyReference: string;
  relation: Relation;
  isSelected: boolean;
  propertyId: number;
  consumerType: string | null;
  billingGroup: string | null;
  tariff: string | null;
  supplyType: string | null;
  status: string | null;
  openedOn: string | null;
  bankName: string | null;
  maskedIban: string | null;
  eBill: boolean;
}

/** Upstream lower-case codes become the schema's enum values; unknown codes become null, never an error. */
export function enumValue<const T extends string>(value: string | null, allowed: readonly T[]): T | null {
  const upper = value?.toUpperCase() ?? null;
  return allowed.find((code) => code === upper) ?? null;
}

/**
 * The viewer's view of an account, or null when the viewer has no relation to it. Employees, who may read
 * any account (`/Account/GetItem`), see unrelated accounts with relation `NONE` when `employee` is set.
 */
export function toAccountModel(account: UpstreamAccount, options: { employee?: boolean } = {}): AccountModel | null {
  const related = account.relation === null ? undefined : RELATIONS[account.relation as keyof typeof RELATIONS];
  const relation: Relation | undefined = related ?? (account.relation === null && options.employee === true ? 'NONE' : undefined);
  if (relation === undefined) return null;
  return {
    __typename: 'Account',
    accountId: account.accountId,
    accountKey: account.accountKey,
    holderName: account.holderName,
    address: account.address,
    propertyReference: account.propertyReference,
    relation,
    isSelected: relation !== 'NONE' && account.isSelected,
    propertyId: account.propertyId,
    consumerType: enumValue(account.consumerType ?? null, ['DOMESTIC', 'COMMERCIAL', 'INDUSTRIAL', 'PUBLIC']),
    billingGroup: account.billingGroup ?? null,
    tariff: account.tariff ?? null,
    supplyType: enumValue(account.supplyType ?? null, ['WATER', 'ELECTRICITY']),
    status: enumValue(account.status ?? null, ['ACTIVE', 'SUSPENDED', 'CLOSED']),
    openedOn: account.openedOn ?? null,
    bankName: account.bankName ?? null,
    maskedIban: account.iban ?? null,
    eBill: account.eBill === true,
  };
}
