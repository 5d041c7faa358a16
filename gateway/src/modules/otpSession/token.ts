import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayContext } from '../../context.ts';

/** Keeps OTP-session tokens apart from session cookies signed with the same secret. */
const PURPOSE = 'otp-session';

/** The upstream session an OTP-session token names, and when it ends. */
export interface OpenedOtpSession {
  id: number;
  expiresAt: Date;
}

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');
}

/** `<upstream id>.<expiry ms>.<HMAC>`: a visitor cannot name a session the gateway did not give them. */
export function sealOtpSession(secret: string, session: OpenedOtpSession): string {
  const body = `${session.id}.${session.expiresAt.getTime()}`;
  return `${body}.${signature(body, secret)}`;
}

/** The session of a token whatever its expiry, or null when the token is malformed or forged. */
export function readOtpSessionToken(secret: string, token: string): OpenedOtpSession | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token.trim());
  if (match === null) return null;
  const [, id, expiry, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(`${id}.${expiry}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { id: Number(id), expiresAt: new Date(Number(expiry)) };
}

/**
 * The upstream SessionId of a token from `startOtpSession`, or null when the token is forged or the
 * session has expired (`001 §8` sessionExpired). Other modules pass the id to the upstream calls that
 * take `SessionId` (ChangeCommunication, contact, new-customer applications).
 */
export function openOtpSession(ctx: GatewayContext, token: string): number | null {
  const session = readOtpSessionToken(ctx.services.config.sessionSecret, token);
  if (session === null || session.expiresAt.getTime() <= Date.now()) return null;
  return session.id;
}
