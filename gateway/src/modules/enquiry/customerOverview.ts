import type { GatewayContext } from '../../context.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { getAccountRows, type UpstreamDebtCase } from '../accountFinance/api.ts';
import { toDebtCaseModel } from '../accountFinance/models.ts';
import { CUSTOMER_RECORDS, requireEmployee } from '../auth/employeeGuard.ts';
import { billingLoaders } from '../billing/billingLoaders.ts';
import { toMoney } from '../billing/money.ts';
import { getAlerts } from '../consumptionAlerts/api.ts';
import { toAlertModel, upstreamStatus } from '../consumptionAlerts/models.ts';
import { enquiryLoaders } from './enquiryLoaders.ts';
import { toEnquiryAccountModel, type EnquiryAccountModel } from './enquiryModel.ts';

/** `CustomerOverview` of the schema: its parts resolve on their own, so that one failing leaves the others. */
export interface CustomerOverviewModel {
  customerId: number;
}

/** The accounts an overview reads, as `Customer.accounts` caps them: a bound on the calls one header makes. */
const MAX_ACCOUNTS = 100;
/** Rows each list of the header shows, and reads per account. */
const MAX_ITEMS = 20;
/** The furthest stage of collection first: a disconnected supply or a legal referral is what to see at once. */
const STAGE_RANK: Readonly<Record<string, number>> = { LEGAL: 0, DISCONNECTED: 1, DISCONNECTION_WARNING: 2, FINAL_NOTICE: 3, REMINDER: 4 };

async function accountsOf(ctx: GatewayContext, customerId: number): Promise<EnquiryAccountModel[]> {
  const items = await enquiryLoaders(ctx).accountsOfCustomer.load(customerId);
  return items.slice(0, MAX_ACCOUNTS).map(toEnquiryAccountModel);
}

const cents = (value: number) => Math.round(value * 100);

const overview: ResolverOf<'Customer', 'overview'> = async (customer, _, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  return { customerId: customer.customerId };
};

// The parts are reached only through `overview`, whose guard has run: each reads for that employee.

const totals: ResolverOf<'CustomerOverview', 'totals'> = async ({ customerId }, _, ctx) => {
  const accounts = await accountsOf(ctx, customerId);
  const balances = await Promise.all(accounts.map((account) => billingLoaders(ctx).balances.load(account.accountId)));
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
  const accounts = await accountsOf(ctx, customerId);
  const pages = await Promise.all(accounts.map((account) => getAccountRows<UpstreamDebtCase>(ctx.upstream, 'debtCases', account.accountId, 1, MAX_ITEMS)));
  return accounts
    .flatMap((account, index) => (pages[index]?.items ?? []).filter((row) => row.status !== 'closed').map((row) => ({ account, debtCase: toDebtCaseModel(row) })))
    .sort((a, b) => (STAGE_RANK[a.debtCase.stage] ?? 9) - (STAGE_RANK[b.debtCase.stage] ?? 9) || b.debtCase.openedOn.localeCompare(a.debtCase.openedOn))
    .slice(0, MAX_ITEMS);
};

const openConsumptionAlerts: ResolverOf<'CustomerOverview', 'openConsumptionAlerts'> = async ({ customerId }, _, ctx) => {
  const accounts = await accountsOf(ctx, customerId);
  const pages = await Promise.all(accounts.map((account) => getAlerts(ctx.upstream, account.accountId, upstreamStatus('OPEN'), 1, MAX_ITEMS)));
  return accounts
    .flatMap((account, index) => (pages[index]?.items ?? []).map((item) => ({ account, alert: toAlertModel(item) })))
    .sort((a, b) => b.alert.updatedAt.localeCompare(a.alert.updatedAt))
    .slice(0, MAX_ITEMS);
};

/** The header of the customer 360° view (enquiries): what the customer owes and what needs attention. */
export const customerOverviewResolvers: Resolvers = {
  Customer: { overview },
  CustomerOverview: { totals, openDebtCases, openConsumptionAlerts },
};
