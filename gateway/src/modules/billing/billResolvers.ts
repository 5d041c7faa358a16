import { unitName } from '../../../../shared/i18n/units.ts';
import type { GatewayContext } from '../../context.ts';
import { fileUrl } from '../../files/fileDownload.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { toAccountModel, type AccountModel } from '../account/accountModel.ts';
import { accountNode } from '../account/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { BILL_STATUSES, toBillModel, type BillModel } from './billModel.ts';
import { todayUtc } from '../node/dateScalar.ts';
import { toMoney, type MoneyValue } from './money.ts';
import { isEmployee, lookUpCustomerRecord } from '../auth/employeeGuard.ts';
import { accountLoader } from '../account/accountLoader.ts';
import { billingLoaders } from './billingLoaders.ts';

const globalId = (bill: BillModel) => toGlobalId('Bill', String(bill.billId));
const outstanding = (bill: BillModel) => Math.max(0, Math.round((bill.amount - bill.paidAmount) * 100) / 100);

const account: ResolverOf<'Bill', 'account'> = async (bill, _, ctx) => {
  // The account as `node(id:)` reads it: the viewer's own, or any for employees.
  const model = (await accountNode.load(ctx, String(bill.accountId))) as AccountModel | null;
  // A readable bill belongs to an account the viewer may read; anything else is a broken upstream.
  if (model === null) throw new Error(`account ${bill.accountId} of bill ${bill.billId} is not readable`);
  return model;
};

export const billFields: NonNullable<Resolvers['Bill']> = {
  id: (bill) => globalId(bill),
  amount: (bill, _, ctx): MoneyValue => toMoney(ctx, bill.amount),
  paidAmount: (bill, _, ctx): MoneyValue => toMoney(ctx, bill.paidAmount),
  outstandingAmount: (bill, _, ctx): MoneyValue => toMoney(ctx, outstanding(bill)),
  consumptionUnit: (bill, _, ctx) => unitName(ctx.language, bill.unit),
  status: (bill) => BILL_STATUSES[bill.status],
  isOverdue: (bill) => outstanding(bill) > 0 && bill.dueDate < todayUtc(),
  // The global id, not the upstream id, is the key: the download authorizes it like node(id:).
  pdfUrl: (bill) => fileUrl('bill', globalId(bill)),
  account,
};

/** The bill behind a global id when the viewer may read it (`/Bill/GetItem` refuses others' bills). */
export async function readableBill(ctx: GatewayContext, key: string): Promise<BillModel | null> {
  const billId = Number(key);
  if (ctx.session === undefined || !Number.isSafeInteger(billId) || billId <= 0) return null;
  const bill = await lookUpCustomerRecord(ctx, () => billingLoaders(ctx).bills.load(billId));
  if (bill === null) return null;
  // Employees with the enquiries read any account's bills (the statements tab of the customer 360° view).
  if (isEmployee(ctx)) return toBillModel(bill);
  // Customers: the schema hands bills only to users related to the account.
  const account = await accountLoader(ctx).load(bill.accountId);
  return account !== null && toAccountModel(account) !== null ? toBillModel(bill) : null;
}

/** Bills refetched by global id: null for another customer's bill; employees with the enquiries read any. */
export const billNode: NodeType = {
  type: 'Bill',
  load: (ctx, key) => readableBill(ctx, key),
};

export const billKeyOf = (id: string): string | undefined => fromGlobalId(id, 'Bill');
