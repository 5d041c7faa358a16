import type { UpstreamBill } from './api.ts';

/** The `Bill` type of the schema: the upstream item, named for `node(id:)`. */
export type BillModel = UpstreamBill & { __typename: 'Bill' };

export const toBillModel = (bill: UpstreamBill): BillModel => ({ ...bill, __typename: 'Bill' });

export const BILL_STATUSES = { unpaid: 'UNPAID', paid: 'PAID', partlyPaid: 'PARTLY_PAID' } as const;
