import { loginKey } from '../../../../shared/loginIdentifier.ts';
import type { GatewayContext } from '../../context.ts';
import type { UserError } from '../../userErrors.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { refusalsOf } from './upstreamRefusal.ts';

export interface SendOutcome {
  userErrors: UserError[];
  /** Seconds until the upstream accepts another send (`000 §9` resend lock), after a send. */
  resendAvailableInSeconds: number | null;
}

/**
 * Sends a code through the upstream, which enforces the resend lock (`otpDisableResendSeconds`,
 * `000 §9`). The reference utility API says how long is left (`retryAfterSeconds`, the number its text
 * gives); for an upstream that does not, the gateway starts a window of the lock's length in the shared
 * rate-limit store at each send, so that a RESEND_TOO_SOON refusal still carries `retryAfterSeconds`.
 */
export async function sendWithResendLock(
  ctx: GatewayContext,
  target: string,
  send: () => Promise<unknown>,
): Promise<SendOutcome> {
  const lockMs = (await loadSettings(ctx)).otpDisableResendSeconds * 1000;
  const key = `auth:resend-lock:${loginKey(target)}`;
  const userErrors = await refusalsOf(send);
  const refusal = userErrors[0];
  if (refusal === undefined) {
    if (lockMs > 0) await ctx.services.rateLimits.hit(key, lockMs);
    return { userErrors, resendAvailableInSeconds: Math.ceil(lockMs / 1000) };
  }
  if (refusal.code === 'RESEND_TOO_SOON' && refusal.retryAfterSeconds === undefined && lockMs > 0) {
    // An upstream that does not say what is left: a window started by this gateway tells it; otherwise
    // the whole lock is the safe answer.
    const { resetInMs } = await ctx.services.rateLimits.hit(key, lockMs);
    refusal.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  }
  return { userErrors, resendAvailableInSeconds: null };
}
