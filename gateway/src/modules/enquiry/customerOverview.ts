import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.ts';
import { perRequest } from '../../batching.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { getCustomerOverview, type UpstreamCustomerOverview } from '../accountFinance/api.ts';
import { toDebtCaseModel } from '../accountFinance/models.ts';
import { CUSTOMER_RECORDS, requireEmployee } from '../auth/employeeGuard.ts';
import { each } from '../billing/billingLoaders.ts';
import { toMoney } from '../billing/money.ts';
import { toAlertModel } from '../consumptionAlerts/models.ts';
import { enquiryLoaders } from './enquiryLoaders.ts';
import { toEnquiryAccountModel, type EnquiryAccountModel } from './enquiryModel.ts';

/** `CustomerOverview` of the schema: its parts resolve on their own, so that one failing leaves the others. */
export interface CustomerOverviewModel {
  customerId: number;
}

/** The accounts an overview reads, as `Customer.accounts` and /Customer/GetOverview cap them. */
const MAX_ACCOUNTS = 100;
/** Rows each list of the header shows. */
const MAX_ITEMS = 20;
/** The furthest stage of collection first: a disconnected supply or a legal referral is what to see at once. */
const STAGE_RANK: Readonly<Record<string, number>> = { LEGAL: 0, DISCONNECTED: 1, DISCONNECTION_WARNING: 2, FINAL_NOTICE: 3, REMINDER: 4 };

async function accountsOf(ctx: GatewayContext, customerId: number): Promise<EnquiryAccountModel[]> {
  const items = await enquiryLoaders(ctx).accountsOfCustomer.load(customerId);
  return items.slice(0, MAX_ACCOUNTS).map(toEnquiryAccountModel);
}

/**
 * One /Customer/GetOverview per customer and request, shared by the header's three parts: a header
 * costs one call whatever the number of accounts (the parts fail together when it fails).
 */
const overviews = perRequest((ctx: GatewayContext) => new DataLoader(each((customerId: number) => getCustomerOverview(ctx.upstream, customerId))));
const overviewOf = (ctx: GatewayContext, customerId: number): Promise<UpstreamCustomerOverview> => overviews(ctx).load(customerId);

/** The overview's rows with their account, as `Customer.accounts` lists it; rows of other accounts are left out. */
async function withAccounts<T extends { accountId: number }>(ctx: GatewayContext, customerId: number, rows: readonly T[]): Promise<Array<{ account: EnquiryAccountModel; row: T }>> {
  const accounts = new Map((await accountsOf(ctx, customerId)).map((account) => [account.accountId, account]));
  return rows.flatMap((row) => {
    const account = accounts.get(row.accountId);
    return account === undefined ? [] : [{ account, row }];
  });
}

const cents = (value: number) => Math.round(value * 100);

const overview: ResolverOf<'Customer', 'overview'> = async (customer, _, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  return { customerId: customer.customerId };
};

// The parts are reached only through `overview`, whose guard has run: each reads for that employee.

const totals: ResolverOf<'CustomerOverview', 'totals'> = async ({ customerId }, _, ctx) => {
  const balances = (await overviewOf(ctx, customerId)).accounts;
  // Summed in cents: the upstream's amounts are numbers with two decimals.
  const balance = balances.reduce((sum, item) => sum + cents(item.balance), 0);
  const arrears = balances.reduce((sum, item) => sum + cents(item.overdueAmount), 0);
  return {
    balance: toMoney(ctx, balance / 100),
    arrears: toMoney(ctx, arrears / 100),
    accountsInArrears: balances.filter((item) => item.overdueAmount > 0).length,
  };
};

const openDebtCases: ResolverOf<'CustomerOverview', 'openDebtCases'> = async ({ customerId }, _, ctx) => {
  const rows = await withAccounts(ctx, customerId, (await overviewOf(ctx, customerId)).debtCases);
  return rows
    .map(({ account, row }) => ({ account, debtCase: toDebtCaseModel(row) }))
    .sort((a, b) => (STAGE_RANK[a.debtCase.stage] ?? 9) - (STAGE_RANK[b.debtCase.stage] ?? 9) || b.debtCase.openedOn.localeCompare(a.debtCase.openedOn))
    .slice(0, MAX_ITEMS);
};

const openConsumptionAlerts: ResolverOf<'CustomerOverview', 'openConsumptionAlerts'> = async ({ customerId }, _, ctx) => {
  const rows = await withAccounts(ctx, customerId, (await overviewOf(ctx, customerId)).alerts);
  return rows
    .map(({ account, row }) => ({ account, alert: toAlertModel(row) }))
    .sort((a, b) => b.alert.updatedAt.localeCompare(a.alert.updatedAt))
    .slice(0, MAX_ITEMS);
};

/** The header of the customer 360° view (enquiries): what the customer owes and what needs attention. */
export const customerOverviewResolvers: Resolvers = {
  Customer: { overview },
  CustomerOverview: { totals, openDebtCases, openConsumptionAlerts },
};
