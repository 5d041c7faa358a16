import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs, type UpstreamPage } from '../../relay/connection.ts';
import { toAccountModel, type AccountModel } from './accountModel.ts';
import { getAccounts } from './api.ts';

/** The request's pages of the viewer's accounts by page and size, so that a warm-up and the resolver share one read. */
const pages = perRequest(() => new Map<string, Promise<UpstreamPage<AccountModel>>>());

/** The viewer's accounts; the upstream lists only the session user's own (`User.accounts`). */
export function viewerAccounts(ctx: GatewayContext, args: ConnectionArgs): Promise<Connection<AccountModel>> {
  const read = pages(ctx);
  return resolveConnection(args, (page, pageSize) => {
    const key = `${page}:${pageSize}`;
    let result = read.get(key);
    if (result === undefined) {
      result = getAccounts(ctx.upstream, page, pageSize).then((found) => ({
        total: found.total,
        items: found.items.flatMap((item) => toAccountModel(item) ?? []),
      }));
      read.set(key, result);
    }
    return result;
  });
}
