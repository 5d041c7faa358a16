import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { FieldResolver, NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import type { AccountModel } from '../account/accountModel.ts';
import { CUSTOMER_RECORDS, readIfEmployeeMay, requireEmployee, type EmployeeAccess } from '../auth/employeeGuard.ts';
import { toMoney, type MoneyValue } from '../billing/money.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getAccountRows, type FinanceList, type UpstreamDebtCase, type UpstreamDeposit, type UpstreamPaymentAgreement } from './api.ts';
import {
  toDebtCaseModel,
  toDepositModel,
  toPaymentAgreementModel,
  type DebtCaseModel,
  type DepositModel,
  type PaymentAgreementModel,
} from './models.ts';
import { accountFinanceLoaders } from './loaders.ts';
import { debtManagementLoaders } from '../debtManagement/loaders.ts';

/** Debt cases and payment agreements are read in the enquiries and worked on in debt management. */
const DEBT_RECORDS: EmployeeAccess = ['enquiries', 'debtManagement'];

/** A list of the account for the enquiries' customer 360° view, mapped onto the upstream's paging. */
function accountList<Row, Model>(list: FinanceList, toModel: (row: Row) => Model): FieldResolver<AccountModel, ConnectionArgs, Promise<Connection<Model>>> {
  return async (account, args, ctx) => {
    await requireEmployee(ctx, CUSTOMER_RECORDS);
    return resolveConnection(args, async (page, pageSize) => {
      const result = await getAccountRows<Row>(ctx.upstream, list, account.accountId, page, pageSize);
      return { total: result.total, items: result.items.map(toModel) };
    });
  };
}

/** Node lookups answer null, never an error, to anyone but employees of those areas (docs/architecture.md §3, `node(id:)`). */

const keyOf = (key: string): number | undefined => {
  const id = Number(key);
  return /^\d+$/.test(key) && Number.isSafeInteger(id) ? id : undefined;
};

async function loadDebtCase(ctx: GatewayContext, id: number): Promise<DebtCaseModel | null> {
  const row = await accountFinanceLoaders(ctx).debtCases.load(id);
  return row === null ? null : toDebtCaseModel(row);
}

const debtCase: ResolverOf<'PaymentAgreement', 'debtCase'> = async (agreement, _, ctx) => {
  await requireEmployee(ctx, DEBT_RECORDS);
  return agreement.debtCaseId === null ? null : loadDebtCase(ctx, agreement.debtCaseId);
};

const money = <T>(value: (model: T) => number): FieldResolver<T, NoArgs, MoneyValue> => (model, _, ctx) => toMoney(ctx, value(model));

export const accountFinanceResolvers: Resolvers = {
  Account: {
    deposits: accountList<UpstreamDeposit, DepositModel>('deposits', toDepositModel),
    debtCases: accountList<UpstreamDebtCase, DebtCaseModel>('debtCases', toDebtCaseModel),
    paymentAgreements: accountList<UpstreamPaymentAgreement, PaymentAgreementModel>('paymentAgreements', toPaymentAgreementModel),
  },
  Deposit: { amount: money<DepositModel>((deposit) => deposit.amountValue) },
  DebtCase: {
    id: (model: DebtCaseModel) => toGlobalId('DebtCase', String(model.debtCaseId)),
    debtAmount: money<DebtCaseModel>((model) => model.debtValue),
    balance: money<DebtCaseModel>((model) => model.balanceValue),
  },
  PaymentAgreement: {
    id: (model: PaymentAgreementModel) => toGlobalId('PaymentAgreement', String(model.paymentAgreementId)),
    instalmentAmount: money<PaymentAgreementModel>((model) => model.instalmentValue),
    totalAmount: money<PaymentAgreementModel>((model) => Math.round(model.instalmentValue * 100 * model.instalmentCount) / 100),
    debtCase,
  },
};

/**
 * A case for debt management's employees is read with its work-list data (`/DebtCase/GetWorkItems`, the case's
 * row and more), which the case's screen reads anyway (`debtManagement/resolvers.ts` workOf): one call, not two.
 */
async function loadCaseNode(ctx: GatewayContext, id: number): Promise<DebtCaseModel | null> {
  const worksOnDebt = await requireEmployee(ctx, 'debtManagement').then(() => true, () => false);
  if (!worksOnDebt) return loadDebtCase(ctx, id);
  const row = await debtManagementLoaders(ctx).cases.load(id);
  return row === null ? null : toDebtCaseModel(row);
}

export const debtCaseNode: NodeType = {
  type: 'DebtCase',
  async load(ctx, key) {
    const id = keyOf(key);
    return id === undefined ? null : readIfEmployeeMay(ctx, DEBT_RECORDS, () => loadCaseNode(ctx, id));
  },
};

export const paymentAgreementNode: NodeType = {
  type: 'PaymentAgreement',
  async load(ctx, key) {
    const id = keyOf(key);
    if (id === undefined) return null;
    const row = await readIfEmployeeMay(ctx, DEBT_RECORDS, () => accountFinanceLoaders(ctx).paymentAgreements.load(id));
    return row === null ? null : toPaymentAgreementModel(row);
  },
};
