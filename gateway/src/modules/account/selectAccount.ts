import { requireUser } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError } from '../../userErrors.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { loadViewerUser } from '../auth/viewerUser.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { accountMessage } from './accountMessages.ts';
import { toAccountModel } from './accountModel.ts';
import { selectAccount as upstreamSelectAccount } from './api.ts';
import { accountLoader } from './accountLoader.ts';
import { profileLoader } from '../auth/profileLoader.ts';

/**
 * Switches the selected account. The account is read first, so that "not yours" (NOT_FOUND) and "not
 * offered" (NOT_ALLOWED, the upstream's other status-1 refusal) stay apart; afterwards the request's
 * profile and account loaders are cleared, so the payload's user shows the new selection.
 */
export const selectAccount: ResolverOf<'Mutation', 'selectAccount'> = async (
  _,
  { input },
  ctx,
) => {
  const session = requireUser(ctx);
  const failed = async (code: 'NOT_ALLOWED' | 'NOT_FOUND', message: string) => ({
    user: await loadViewerUser(ctx),
    account: null,
    userErrors: [userError(code, message, 'accountId')],
  });
  if (!(await loadSettings(ctx)).isSelectAccount) return failed('NOT_ALLOWED', accountMessage('notAllowed', ctx.language));
  const accountId = Number(fromGlobalId(input.accountId, 'Account'));
  const upstreamAccount = Number.isSafeInteger(accountId) ? await accountLoader(ctx).load(accountId) : null;
  if (upstreamAccount === null || toAccountModel(upstreamAccount) === null) {
    return failed('NOT_FOUND', accountMessage('notFound', ctx.language));
  }
  const refusals = await refusalsOf(() => upstreamSelectAccount(ctx.upstream, accountId), 'accountId');
  const [refusal] = refusals;
  if (refusal !== undefined) return failed('NOT_ALLOWED', refusal.message);

  profileLoader(ctx).clear(session.data.username);
  accountLoader(ctx).clearAll();
  const account = await accountLoader(ctx).load(accountId);
  return { user: await loadViewerUser(ctx), account: account === null ? null : toAccountModel(account), userErrors: [] };
};
