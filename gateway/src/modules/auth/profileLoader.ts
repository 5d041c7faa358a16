import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { TtlCache } from '../../cache/ttlCache.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getProfileDetails, type UpstreamProfile } from './api.ts';
import { sharedProfileKeyFor } from './sharedProfiles.ts';

/** Where a profile read may be shared with the session's other requests (`sharedProfiles.ts`). */
interface ProfileSharing {
  cache: TtlCache;
  /** The shared key of this login name's profile now, or undefined to read it upstream. */
  keyFor(username: string): string | undefined;
}

/**
 * Profiles by login name; the upstream answers one per call, so the loader only de-duplicates within
 * the request, and `sharing` across the session's requests.
 */
function createProfileLoader(upstream: UpstreamClient, sharing?: ProfileSharing): DataLoader<string, UpstreamProfile> {
  const read = (username: string): Promise<UpstreamProfile> => {
    const key = sharing?.keyFor(username);
    const load = () => getProfileDetails(upstream, username);
    if (key === undefined || sharing === undefined) return load();
    // One object for several requests: frozen, so that no request can change what another reads.
    return sharing.cache.get(key, async () => Object.freeze(await load()));
  };
  return new DataLoader((usernames: readonly string[]) =>
    Promise.all(usernames.map((username) => read(username).catch((error: Error) => error))),
  );
}

/**
 * The viewer's profiles, made at their first use (`batching.ts`, perRequest): shared with the session's
 * other requests until the request's first mutation (`sharedProfiles.ts`).
 */
export const profileLoader = perRequest((ctx) => {
  const { session, profileReads } = ctx;
  return createProfileLoader(ctx.upstream, {
    cache: ctx.services.profileCache,
    keyFor: (username) => (profileReads.fresh ? undefined : sharedProfileKeyFor(session, username)),
  });
});
