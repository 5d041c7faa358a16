import { describe, expect, it } from 'vitest';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { refusalsOf } from './upstreamRefusal.ts';

const refusedWith = (details: Record<string, unknown>) => () =>
  Promise.reject(
    new UpstreamError({ kind: 'rejected', path: '/account/ResendActivationOtpCode', status: UPSTREAM_STATUS.resendTooSoon, text: 'Please wait 14 seconds', details }),
  );

describe('refusalsOf', () => {
  it('carries the wait a resend refusal names, the number its text gives', async () => {
    expect(await refusalsOf(refusedWith({ retryAfterSeconds: 14 }))).toEqual([
      { code: 'RESEND_TOO_SOON', message: 'Please wait 14 seconds', field: null, retryAfterSeconds: 14 },
    ]);
  });

  it('leaves the wait out when the upstream names none or names nonsense', async () => {
    for (const details of [{}, { retryAfterSeconds: '14' }, { retryAfterSeconds: -3 }, { retryAfterSeconds: 1.5 }]) {
      const [refusal] = await refusalsOf(refusedWith(details));
      expect(refusal).not.toHaveProperty('retryAfterSeconds');
    }
  });
});
