import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { ActiveSession } from '../../session/resolveSession.ts';

/*
 * A signed-in session's profile (`/account/GetProfileDetails`: name, selected account, employee flags)
 * is shared by the session's requests for `PROFILE_CACHE_TTL_MS` (`services.profileCache`): a page
 * load sends the shell's query and the screen's query, and nearly every query reads the viewer first,
 * so without sharing each page load read the profile twice, one upstream round trip ahead of the
 * screen's other calls.
 *
 * The key holds the session's `profileVersion`, which every mutation of the session raises in the
 * session store: the next request, on any instance, reads the profile again. A mutation itself never
 * reads a shared profile, since it may be the one changing it. What changes outside the portal (an
 * employee's flags in the back office) shows within the TTL; a session the upstream ended is noticed
 * by the first call it refuses, which drops the shared profile, and the next profile read signs the
 * viewer out (`loadViewerUser`).
 */

/** The key of a session's profile at the session's current version and login name. */
export function sharedProfileKey(session: ActiveSession): string {
  return `${session.id}\n${session.data.profileVersion ?? 0}\n${session.data.username}`;
}

/**
 * A read of the viewer's own data (`what` names it within the session: an account, a page of the account list)
 * shared with the session's other requests as its profile is: under the profile's key, so that any mutation of
 * the session ends it, and for `PROFILE_CACHE_TTL_MS`. A visitor's read, and a mutation's, go upstream each time.
 * `load` freezes what it answers: one object serves several requests, and none may change what another reads.
 */
export function sharedWithSession<T>(ctx: GatewayContext, what: string, load: () => Promise<T>): Promise<T> {
  const session = ctx.session;
  if (session === undefined || ctx.profileReads.fresh) return load();
  return ctx.services.profileCache.get(`${sharedProfileKey(session)}\n${what}`, load);
}

/** Where a read of this login name's profile may be shared: only a signed-in viewer's own. */
export function sharedProfileKeyFor(session: ActiveSession | undefined, username: string): string | undefined {
  return session !== undefined && session.data.username === username ? sharedProfileKey(session) : undefined;
}

/**
 * Ends the sharing of the viewer's profile after a mutation: its version is raised in the session
 * store, read afresh so that a change another request made meanwhile (a language) is kept. A failure
 * here is logged and does not turn the mutation's answer into an error: the upstream change is done.
 */
async function endProfileSharing(ctx: GatewayContext): Promise<void> {
  const session = ctx.session;
  const { config, sessions, profileCache } = ctx.services;
  if (session === undefined || config.profileCacheTtlMs <= 0) return;
  profileCache.delete(sharedProfileKey(session));
  try {
    const latest = await sessions.get(session.id);
    if (latest === undefined) return;
    const data = { ...latest, profileVersion: (latest.profileVersion ?? 0) + 1 };
    if (await sessions.replace(session.id, data, config.sessionTtlSeconds)) ctx.session = { ...session, data };
  } catch (error) {
    ctx.logger.warn({ err: error }, 'could not end the sharing of the profile after a mutation');
  }
}

/**
 * Every Mutation field reads the profile upstream (never a shared one) and ends its sharing when it
 * is done, whatever it answered: one rule for every mutation, rather than a list of those that change
 * the profile which a new mutation could miss. The fields are wrapped in place, as
 * `makeExecutableSchema` attaches resolvers.
 */
export function withProfileSharingEndedByMutations(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, ctx: GatewayContext, info) => {
      ctx.profileReads.fresh = true;
      const sessionId = ctx.session?.id;
      try {
        return await resolve(source, args, ctx, info);
      } finally {
        // A session the mutation started (a sign-in, a password change's new id) has shared nothing yet.
        if (sessionId !== undefined && ctx.session?.id === sessionId) await endProfileSharing(ctx);
      }
    };
  }
  return schema;
}
