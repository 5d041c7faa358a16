import type { GatewayContext } from '../../context.ts';
import type { UserError } from '../../userErrors.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import type { CreateOutcome } from './submitOnce.ts';

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

/**
 * An upstream call that sends the session's codes, counted as one check: its result, or its refusal
 * with the utility's text (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED… on `field`) or RATE_LIMITED.
 */
export async function withCodeCheck<R>(
  ctx: GatewayContext,
  sessionId: number,
  field: string | null,
  call: () => Promise<R>,
): Promise<CreateOutcome<R>> {
  const limited = await limitCodeCheck(ctx, sessionId);
  if (limited !== undefined) return { userErrors: [limited] };
  const results: R[] = [];
  const refusals = await refusalsOf(async () => results.push(await call()), field);
  const [result] = results;
  if (refusals.length > 0 || result === undefined) return { userErrors: refusals };
  await codeCheckSucceeded(ctx, sessionId);
  return { created: result };
}
