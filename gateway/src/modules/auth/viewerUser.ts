import type { GatewayContext } from '../../context.ts';
import { endViewerSession } from '../../session/viewerSession.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { toUserModel, type UserModel } from './userModel.ts';
import { profileLoader } from './profileLoader.ts';

/**
 * The signed-in viewer's profile, loaded once per request. When the upstream says its session is gone
 * (status 3), the gateway session is stale: it is ended and the viewer is answered as a visitor.
 */
export async function loadViewerUser(ctx: GatewayContext): Promise<UserModel | null> {
  const session = ctx.session;
  if (session === undefined) return null;
  try {
    const profile = await profileLoader(ctx).load(session.data.username);
    return toUserModel(profile, session.data.username);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'unauthenticated') throw error;
    if (ctx.session?.id === session.id) {
      ctx.logger.info({ reason: error.text }, 'upstream session ended; signing the viewer out');
      await endViewerSession(ctx);
    }
    return null;
  }
}
