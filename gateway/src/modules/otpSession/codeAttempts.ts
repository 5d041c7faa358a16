import type { GatewayContext } from '../../context.ts';
import type { UserError } from '../../userErrors.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';

/**
 * The `otp` budget of an OTP session's codes, keyed by the upstream session as the utility keys its
 * codes: every token of the session (a restart gives a new one) shares it.
 */
const identifierOf = (sessionId: number) => `otp-session:${sessionId}`;

/** Counts one check of the session's codes (a verification or a submission that sends them). */
export function limitCodeCheck(ctx: GatewayContext, sessionId: number): Promise<UserError | undefined> {
  return limitAttempt(ctx, 'otp', identifierOf(sessionId));
}

/** The codes were right: the check does not count against the failure budget. */
export function codeCheckSucceeded(ctx: GatewayContext, sessionId: number): Promise<void> {
  return attemptSucceeded(ctx, 'otp', identifierOf(sessionId));
}
