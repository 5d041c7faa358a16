import { describe, expect, it } from 'vitest';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { SignOnFailed } from './failure.ts';
import { signedOnUsername } from './profileStatus.ts';

/** An upstream whose `/account/GetProfileStatus` answers the given statuses in turn (0 with the login name). */
function upstreamAnswering(statuses: number[]): UpstreamClient & { calls: number } {
  const fake = {
    calls: 0,
    async read(path: string) {
      const status = statuses[fake.calls] ?? 0;
      fake.calls += 1;
      if (status === 0) return { status: 0, text: '', userEmail: 'staff@demo.test' };
      throw new UpstreamError({ kind: 'rejected', path, status, text: `status ${status}` });
    },
  };
  return fake as unknown as UpstreamClient & { calls: number };
}

const quick = { attempts: 3, delayMs: 1 };

describe('profile status after single sign-on (000 §2, 002 §4)', () => {
  it('status 0: the signed-on user', async () => {
    expect(await signedOnUsername(upstreamAnswering([0]), quick)).toBe('staff@demo.test');
  });

  it('status 2: asks again while the utility fetches the external account', async () => {
    const upstream = upstreamAnswering([2, 2, 0]);
    expect(await signedOnUsername(upstream, quick)).toBe('staff@demo.test');
    expect(upstream.calls).toBe(3);
  });

  it('status 2 that does not end: the sign-on stops as pending', async () => {
    const upstream = upstreamAnswering([2, 2, 2, 2]);
    await expect(signedOnUsername(upstream, quick)).rejects.toEqual(new SignOnFailed('pending', 'the utility is still fetching the external account'));
    expect(upstream.calls).toBe(3);
  });

  it('any other status is the utility refusing, at once', async () => {
    const upstream = upstreamAnswering([7]);
    await expect(signedOnUsername(upstream, quick)).rejects.toBeInstanceOf(UpstreamError);
    expect(upstream.calls).toBe(1);
  });
});
