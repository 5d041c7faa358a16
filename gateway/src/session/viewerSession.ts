import { rebindViewer, type GatewayContext } from '../context.ts';
import { clearedPortalSessionCookie, portalSessionCookie } from './sessionCookie.ts';
import type { SessionData } from './SessionStore.ts';
import { newSessionId, signSessionId } from './signing.ts';

/**
 * Starts a gateway session for the viewer of this request: stored server-side, its signed id set as
 * the `portal_session` cookie, and returned as the Bearer token for API clients (the same session).
 */
export async function startViewerSession(ctx: GatewayContext, data: SessionData): Promise<string> {
  const { config, sessions } = ctx.services;
  const id = newSessionId();
  await sessions.set(id, data, config.sessionTtlSeconds);
  const token = signSessionId(id, config.sessionSecret);
  ctx.responseCookies.set(portalSessionCookie(token, config.production));
  rebindViewer(ctx, { session: { id, data, via: 'cookie' }, language: ctx.language });
  return token;
}

/** Ends the viewer's gateway session (if any): the rest of the request runs as a visitor. */
export async function endViewerSession(ctx: GatewayContext): Promise<void> {
  if (ctx.session !== undefined) await ctx.services.sessions.delete(ctx.session.id);
  if (ctx.session?.via !== 'bearer') {
    ctx.responseCookies.set(clearedPortalSessionCookie(ctx.services.config.production));
  }
  rebindViewer(ctx, { session: undefined, language: ctx.language });
}

/**
 * Stores a changed session (for example its language) and keeps the request's view of it in step.
 * A session signed out meanwhile by another request stays signed out.
 */
export async function updateViewerSession(ctx: GatewayContext, data: SessionData): Promise<void> {
  if (ctx.session === undefined) return;
  if (await ctx.services.sessions.replace(ctx.session.id, data, ctx.services.config.sessionTtlSeconds)) {
    ctx.session = { ...ctx.session, data };
  }
}
