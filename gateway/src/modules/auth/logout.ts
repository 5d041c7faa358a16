import { upstreamClientFor } from '../../context.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { endViewerSession } from '../../session/viewerSession.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { logout as upstreamLogout } from './api.ts';
import { VIEWER } from './viewer.ts';

/**
 * Ends the upstream session, then the gateway session. Signing out must always work for the user, so
 * an upstream that cannot be reached only gets a log line; its session then expires on its own.
 */
export const logout: ResolverOf<'Mutation', 'logout'> = async (_, __, ctx) => {
  const view = ctx.session?.data.view;
  if (ctx.session !== undefined) {
    try {
      // Signing out of a staff view ends the view (the utility's audit records it) and the employee's session.
      if (view !== undefined) await upstreamLogout(upstreamClientFor(ctx.services, { ...ctx, upstreamSession: view.employee.upstreamSession }));
      await upstreamLogout(ctx.upstream);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      ctx.logger.warn({ err: error }, 'upstream logout failed; ending the gateway session anyway');
    }
  }
  await endViewerSession(ctx);
  return { viewer: VIEWER, userErrors: [] };
};
