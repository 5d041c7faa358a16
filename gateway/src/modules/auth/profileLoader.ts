import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getProfileDetails, type UpstreamProfile } from './api.ts';

/** Profiles by login name; the upstream answers one per call, so the loader only de-duplicates. */
export function createProfileLoader(upstream: UpstreamClient): DataLoader<string, UpstreamProfile> {
  return new DataLoader((usernames: readonly string[]) =>
    Promise.all(usernames.map((username) => getProfileDetails(upstream, username).catch((error: Error) => error))),
  );
}
