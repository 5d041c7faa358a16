import type { GatewayContext } from '../../context.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { authMessage } from './messages.ts';
import { clientAddress } from './requestMeta.ts';

/**
 * Attempts at guessing or sending secrets, counted in the shared rate-limit store (Redis when the
 * gateway scales out), per login or code target and per client address: one identifier cannot be
 * brute-forced from many addresses, nor many identifiers from one address.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Separate budgets: sign-in (passwords), one-time code checks, code sends, password-reset requests,
 * visitors' account-number checks of the payment dialog (which say whether an account exists), and the
 * e-bill's property look-ups by invoice number (which answer a home address), per OTP session.
 */
export type AttemptKind = 'login' | 'otp' | 'resend' | 'reset' | 'accountLookup' | 'propertyLookup';

const identifierKey = (kind: AttemptKind, identifier: string) => `auth:${kind}:id:${identifier.trim().toLowerCase()}`;

/**
 * After a successful sign-in the login's own counter starts again: whoever knows the password is not
 * guessing it, and a customer who signs in often must not lock themselves out. The per-address
 * counter keeps running, so a valid account cannot be used to reset an attacker's budget elsewhere.
 */
export async function forgetAttempts(ctx: GatewayContext, kind: AttemptKind, identifier: string): Promise<void> {
  await ctx.services.rateLimits.clear(identifierKey(kind, identifier));
}

/**
 * Counts one attempt; over a limit, a RATE_LIMITED user error saying when to try again. `identifier`
 * is null when the attempt names no login (a link code), leaving only the address limit.
 */
export async function limitAttempt(
  ctx: GatewayContext,
  kind: AttemptKind,
  identifier: string | null,
): Promise<UserError | undefined> {
  const { rateLimits: store, config } = ctx.services;
  const buckets: Array<[string, number]> = [[`auth:${kind}:address:${clientAddress(ctx)}`, config.authAttemptsPerAddress]];
  if (identifier !== null) buckets.push([identifierKey(kind, identifier), config.authAttemptsPerIdentifier]);
  let retryAfterMs = 0;
  for (const [key, limit] of buckets) {
    const { count, resetInMs } = await store.hit(key, ATTEMPT_WINDOW_MS);
    if (count > limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
  }
  if (retryAfterMs === 0) return undefined;
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return { ...userError('RATE_LIMITED', authMessage('rateLimited', ctx.language, seconds)), retryAfterSeconds: seconds };
}
