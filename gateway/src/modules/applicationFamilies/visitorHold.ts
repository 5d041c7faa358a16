import { upstreamClientFor, type GatewayContext } from '../../context.ts';
import { startViewerSession } from '../../session/viewerSession.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import type { ApplicationModel } from '../applications/applicationModel.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { getProfileDetails, getProfileStatus } from '../auth/api.ts';
import { profileLoader } from '../auth/profileLoader.ts';
import { upstreamRole } from '../auth/userModel.ts';
import type { OpenedVisitorApplication } from './visitorApi.ts';

/** A fresh upstream client, never the viewer's: the utility signs it in as the application's own user. */
export const visitorUpstream = (ctx: GatewayContext): UpstreamClient =>
  upstreamClientFor(ctx.services, { requestId: ctx.requestId, logger: ctx.logger, language: ctx.language });

/**
 * Keeps the upstream session the utility opened for a visitor's application in a new gateway session, as a
 * sign-in does (the previous one, if any, is deleted: a new id every time): from now on the viewer is that
 * application's own user, and the usual calls save, upload, submit, pay and download it, the utility
 * checking each as for any applicant. Answers the application.
 */
export async function holdVisitorApplication(ctx: GatewayContext, upstream: UpstreamClient, opened: OpenedVisitorApplication): Promise<ApplicationModel | null> {
  const upstreamSession = upstream.session();
  if (upstreamSession === undefined) throw new UpstreamError({ kind: 'bad_response', path: '/VisitorFamilyApplication/Open', text: 'no session cookie' });
  const username = await getProfileStatus(upstream);
  const profile = await getProfileDetails(upstream, username);
  if (ctx.session !== undefined) await ctx.services.sessions.delete(ctx.session.id);
  await startViewerSession(ctx, {
    upstreamSession,
    username,
    userId: username,
    role: upstreamRole(profile),
    language: ctx.language,
    visitor: { portalApplicationId: opened.id, name: opened.name, email: opened.email },
  });
  profileLoader(ctx).prime(username, profile);
  return loadApplication(ctx, opened.id);
}
