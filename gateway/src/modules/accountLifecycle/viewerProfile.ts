import { requireUser, type GatewayContext } from '../../context.ts';
import { startViewerSession, updateViewerSession } from '../../session/viewerSession.ts';
import { getProfileStatus } from '../auth/api.ts';
import { toUserModel, type UserModel } from '../auth/userModel.ts';
import { profileLoader } from '../auth/profileLoader.ts';

/** The signed-in user's profile; visitors get the UNAUTHENTICATED GraphQL error. */
export async function signedInUser(ctx: GatewayContext): Promise<UserModel> {
  const session = requireUser(ctx);
  return toUserModel(await profileLoader(ctx).load(session.data.username), session.data.username);
}

/**
 * After an email or mobile change the upstream login name changed; the gateway session follows it,
 * as the profile is read by login name (`000 §7` GetProfileDetails).
 */
export async function followLoginName(ctx: GatewayContext): Promise<void> {
  if (ctx.session === undefined) return;
  const username = await getProfileStatus(ctx.upstream);
  if (username !== ctx.session.data.username) await updateViewerSession(ctx, { ...ctx.session.data, username, userId: username });
}

/**
 * A new gateway session id for the same sign-in, the old id deleted (after a password change). A
 * Bearer session keeps its id: the API client has no way to receive a new token.
 */
export async function rotateViewerSession(ctx: GatewayContext): Promise<void> {
  const session = requireUser(ctx);
  if (session.via === 'bearer') return;
  await ctx.services.sessions.delete(session.id);
  await startViewerSession(ctx, session.data);
}
