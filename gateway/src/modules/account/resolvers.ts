import { requireUser, type GatewayContext } from '../../context.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { isCustomer, isEmployee, lookUpCustomerRecord } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { toAccountModel } from './accountModel.ts';
import { selectAccount } from './selectAccount.ts';
import { accountLoader } from './accountLoader.ts';
import { viewerAccounts, wholeAccountListRead } from './viewerAccounts.ts';

const id: ResolverOf<'Account', 'id'> = (account) => toGlobalId('Account', String(account.accountId));

/** The viewer's accounts; the upstream lists only the session user's own (`User.accounts`). */
const accounts: ResolverOf<'User', 'accounts'> = (_, args, ctx) => {
  requireUser(ctx);
  return viewerAccounts(ctx, args);
};

/**
 * The selected account through the per-request account loader (one upstream call however many screens ask), and
 * none for a customer's screen that lists all their accounts: the selected one is among them.
 */
const selectedAccount: ResolverOf<'User', 'selectedAccount'> = async (user, _, ctx) => {
  requireUser(ctx);
  if (user.selectedAccountId === null) return null;
  if (isCustomer(ctx)) await wholeAccountListRead(ctx);
  const account = await accountLoader(ctx).load(user.selectedAccountId);
  return account === null ? null : toAccountModel(account);
};

/** The selected account when the start screen shows dashboards (`000 §3` showDashboardsOnStartScreen). */
const startScreenDashboardAccount: ResolverOf<'User', 'startScreenDashboardAccount'> = async (user, args, ctx, info) => {
  const settings = await loadSettings(ctx);
  if (!settings.showDashboardsOnStartScreen || !settings.allowDashboardsCustomer) return null;
  return selectedAccount(user, args, ctx, info);
};

export const accountResolvers: Resolvers = {
  Account: { id },
  User: { accounts, selectedAccount, startScreenDashboardAccount },
  Mutation: { selectAccount },
};

/**
 * Accounts refetched by id: the upstream refuses other users' accounts, which become null. Employees with
 * the enquiries read any account (the tabs of the customer 360° view): unrelated to them upstream, it shows
 * the holder's relation (OWNER), as enquiry rows do.
 */
export const accountNode: NodeType = {
  type: 'Account',
  async load(ctx: GatewayContext, key: string) {
    const accountId = Number(key);
    if (!Number.isSafeInteger(accountId)) return null;
    const account = await lookUpCustomerRecord(ctx, () => accountLoader(ctx).load(accountId));
    if (account === null) return null;
    return toAccountModel(account, { employee: isEmployee(ctx) });
  },
};
