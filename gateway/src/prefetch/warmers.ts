import type { GatewayContext } from '../context.ts';
import { viewerAccounts } from '../modules/account/viewerAccounts.ts';
import { isCustomer } from '../modules/auth/employeeGuard.ts';
import { profileLoader } from '../modules/auth/profileLoader.ts';
import { loadOrganisation, loadSettings } from '../modules/settings/sharedSettings.ts';
import { textLoader } from '../modules/texts/textLoader.ts';
import type { Warmers } from './usePrefetch.ts';

/** The profile every `viewer { user | isAuthenticated }` reads for a signed-in viewer (`loadViewerUser`). */
const viewerProfile = (ctx: GatewayContext) => {
  const session = ctx.session;
  return session === undefined ? undefined : profileLoader(ctx).load(session.data.username);
};

/**
 * What the operation's fields will read (`usePrefetch`), started at once. Each entry reads only what its
 * field's resolver reads whenever execution reaches it, so that warming adds no call: the viewer's own
 * accounts only for a signed-in viewer (a visitor is refused before reading), and the settings for a
 * `Money` field only where it is a customer's own (their accounts' balances, bills and payments):
 * under `node` or an employee field, the record may be refused or empty, and the settings never read.
 */
export const WARMERS: Warmers = {
  fields: {
    'Query.settings': loadSettings,
    'Query.organisation': loadOrganisation,
    'Query.texts': (ctx, _, args) => textLoader(ctx).loadMany(args['ids'] as number[]),
    'Viewer.user': viewerProfile,
    'Viewer.isAuthenticated': viewerProfile,
    'User.accounts': (ctx, _, args) => (ctx.session === undefined ? undefined : viewerAccounts(ctx, args)),
  },
  types: {
    Money: (ctx, field) => (isCustomer(ctx) && field.root === 'Query.viewer' ? loadSettings(ctx) : undefined),
  },
};
