import { loginKey } from '../../../../shared/loginIdentifier.ts';
import type { GatewayContext } from '../../context.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { authMessage } from './messages.ts';

/**
 * Attempts at guessing or sending secrets, counted in the shared rate-limit store (Redis when the
 * gateway scales out), per login or code target and per client address (`ctx.clientAddress`, behind
 * `TRUSTED_PROXIES`): one identifier cannot be brute-forced from many addresses, nor many identifiers
 * from one address.
 */
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Separate budgets: sign-in (passwords), one-time code checks, code sends, password-reset requests,
 * visitors' account-number checks of the payment dialog (which say whether an account exists), and the
 * e-bill's property look-ups by invoice number (which answer a home address), per OTP session, the
 * public checks of issued documents' verification codes, the public uses of notification unsubscribe links, and
 * the resume keys of visitors' applications.
 */
export type AttemptKind =
  | 'login'
  | 'otp'
  | 'resend'
  | 'reset'
  | 'accountLookup'
  | 'propertyLookup'
  | 'documentVerification'
  | 'notificationUnsubscribe'
  | 'visitorKey';

/** Budgets of guesses, where only failures count (`attemptSucceeded`); sends and lookups count every call. */
export type GuessKind = Extract<AttemptKind, 'login' | 'otp' | 'documentVerification' | 'notificationUnsubscribe' | 'visitorKey'>;

/**
 * A login counts as the utility finds its user (`shared/loginIdentifier.ts`): respelling a mobile number
 * or changing an address's case names the same budget. Other identifiers (an OTP session) pass unchanged.
 */
const identifierKey = (kind: AttemptKind, identifier: string) => `auth:${kind}:id:${loginKey(identifier)}`;

function bucketsOf(ctx: GatewayContext, kind: AttemptKind, identifier: string | null): Array<[string, number]> {
  const { config } = ctx.services;
  const buckets: Array<[string, number]> = [[`auth:${kind}:address:${ctx.clientAddress}`, config.authAttemptsPerAddress]];
  if (identifier !== null) buckets.push([identifierKey(kind, identifier), config.authAttemptsPerIdentifier]);
  return buckets;
}

/**
 * Counts one attempt; over a limit, a RATE_LIMITED user error saying when to try again. `identifier`
 * is null when the attempt names no login (a link code), leaving only the address limit. Every
 * attempt is counted before it is checked, so that parallel guesses cannot all pass one free slot.
 */
export async function limitAttempt(
  ctx: GatewayContext,
  kind: AttemptKind,
  identifier: string | null,
): Promise<UserError | undefined> {
  let retryAfterMs = 0;
  for (const [key, limit] of bucketsOf(ctx, kind, identifier)) {
    const { count, resetInMs } = await ctx.services.rateLimits.hit(key, ATTEMPT_WINDOW_MS);
    if (count > limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
  }
  if (retryAfterMs === 0) return undefined;
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return { ...userError('RATE_LIMITED', authMessage('rateLimited', ctx.language, seconds)), retryAfterSeconds: seconds };
}

/**
 * A guess `limitAttempt` let through was right: its count is given back, per address and per
 * identifier. Whoever knows the password or the code is not guessing it, so a customer who signs in
 * often, or an office of many customers behind one address, never spends the failure budget. Only
 * this attempt's own count goes: failures before it, an attacker's included, still count.
 */
export async function attemptSucceeded(ctx: GatewayContext, kind: GuessKind, identifier: string | null): Promise<void> {
  for (const [key] of bucketsOf(ctx, kind, identifier)) await ctx.services.rateLimits.refund(key);
}
