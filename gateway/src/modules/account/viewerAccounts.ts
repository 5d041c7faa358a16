import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { isCustomer } from '../auth/employeeGuard.ts';
import { sharedWithSession } from '../auth/sharedProfiles.ts';
import { MAX_UPSTREAM_PAGE_SIZE, resolveConnection, type Connection, type ConnectionArgs, type UpstreamPage } from '../../relay/connection.ts';
import { accountLoader } from './accountLoader.ts';
import { toAccountModel, type AccountModel } from './accountModel.ts';
import { getAccounts, type UpstreamAccount } from './api.ts';

/** The request's pages of the viewer's accounts by page and size, so that a warm-up and the resolver share one read. */
const pages = perRequest(() => new Map<string, Promise<UpstreamPage<AccountModel>>>());

/** A first page this large lists every account of a customer (the account lists ask for 100, the most a page holds). */
const WHOLE_LIST = MAX_UPSTREAM_PAGE_SIZE;

/**
 * A page of the viewer's accounts, shared with the session's other requests (`sharedWithSession`): the home,
 * financial and accounts screens a customer opens one after another read the list once.
 */
function readAccountPage(ctx: GatewayContext, page: number, pageSize: number): Promise<{ total: number; items: readonly UpstreamAccount[] }> {
  return sharedWithSession(ctx, `accounts\n${page}:${pageSize}`, async () => {
    const { total, items } = await getAccounts(ctx.upstream, page, pageSize);
    return Object.freeze({ total, items: Object.freeze(items.map((item) => Object.freeze(item))) });
  });
}

/**
 * The viewer's accounts; the upstream lists only the session user's own (`User.accounts`). Each account
 * listed primes the request's account loader: `/Account/GetItem` answers the same item for it. A customer's
 * first page is read as the whole list (a page holds what any shorter first page would): one read serves
 * every first page, the count alone (the financial screen's) and the selected account of the request.
 */
export function viewerAccounts(ctx: GatewayContext, args: ConnectionArgs): Promise<Connection<AccountModel>> {
  const read = pages(ctx);
  const wholeFirstPage = isCustomer(ctx);
  return resolveConnection(args, (page, requestedSize) => {
    const pageSize = wholeFirstPage && page === 1 ? Math.max(requestedSize, WHOLE_LIST) : requestedSize;
    const key = `${page}:${pageSize}`;
    let result = read.get(key);
    if (result === undefined) {
      result = readAccountPage(ctx, page, pageSize).then((found) => {
        const loader = accountLoader(ctx);
        for (const item of found.items) loader.prime(item.accountId, item);
        return { total: found.total, items: found.items.flatMap((item) => toAccountModel(item) ?? []) };
      });
      read.set(key, result);
    }
    return result;
  });
}

/**
 * Settles when the request's read of the viewer's whole account list (if it makes one) has answered, so that an
 * account of theirs is then found in the loader without a call of its own. Only a first page of `WHOLE_LIST`:
 * waiting on a shorter page (an employee's) could delay, by a round trip, the read of an account it does not hold.
 */
export async function wholeAccountListRead(ctx: GatewayContext): Promise<void> {
  const list = pages(ctx).get(`1:${WHOLE_LIST}`);
  if (list !== undefined) await list.catch(() => undefined);
}
