import type { UpstreamAccount } from './api.ts';

const RELATIONS = { owner: 'OWNER', tenant: 'TENANT', representative: 'REPRESENTATIVE' } as const;

/** The `Account` type of the schema, except `id`, which has a resolver. */
export interface AccountModel {
  __typename: 'Account';
  accountId: number;
  accountKey: string;
  holderName: string;
  address: string;
  propertyReference: string;
  relation: (typeof RELATIONS)[keyof typeof RELATIONS];
  isSelected: boolean;
}

/** The viewer's view of an account, or null when the viewer has no relation to it. */
export function toAccountModel(account: UpstreamAccount): AccountModel | null {
  const relation = account.relation === null ? undefined : RELATIONS[account.relation as keyof typeof RELATIONS];
  if (relation === undefined) return null;
  return {
    __typename: 'Account',
    accountId: account.accountId,
    accountKey: account.accountKey,
    holderName: account.holderName,
    address: account.address,
    propertyReference: account.propertyReference,
    relation,
    isSelected: account.isSelected,
  };
}
