import { setTimeout as sleep } from 'node:timers/promises';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getProfileStatus } from '../auth/api.ts';
import { SignOnFailed } from './failure.ts';

/**
 * Profile status 2 of `/account/GetProfileStatus` (`000 §2`, `002 §4`): the utility is still fetching
 * the signed-on user's account from the external directory. The reference API never answers it; a
 * real backend may, right after a first single sign-on.
 */
const PROFILE_STATUS_FETCHING_EXTERNAL = 2;

export interface ProfileWait {
  attempts: number;
  delayMs: number;
}

/** A few seconds in all: long enough for a directory look-up, short enough for a browser redirect. */
const DEFAULT_WAIT: ProfileWait = { attempts: 4, delayMs: 750 };

/**
 * The login name of the user just signed on. Status 0 is a signed-in user; status 2 is asked again a
 * few times and then ends the sign-on with `pending` (the login page asks to try again shortly); any
 * other status is the upstream's refusal and propagates.
 */
export async function signedOnUsername(upstream: UpstreamClient, wait: ProfileWait = DEFAULT_WAIT): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await getProfileStatus(upstream);
    } catch (error) {
      const fetching = error instanceof UpstreamError && error.kind === 'rejected' && error.status === PROFILE_STATUS_FETCHING_EXTERNAL;
      if (!fetching) throw error;
      if (attempt >= wait.attempts) throw new SignOnFailed('pending', 'the utility is still fetching the external account');
      await sleep(wait.delayMs);
    }
  }
}
