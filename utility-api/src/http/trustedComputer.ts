import type { FastifyReply } from 'fastify';
import { randomToken } from '../auth/tokenHash.ts';
import { TRUSTED_COMPUTER_COOKIE, TRUSTED_COMPUTER_DAYS } from '../domain/constants.ts';
import type { Store } from '../store/store.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * "Trust this computer" after an OTP sign-in (000 §2): a long-lived HttpOnly cookie whose random token is
 * bound to the user server-side (hashed), so only this browser and only this user skip the next code.
 */
export function trustThisComputer(store: Store, reply: FastifyReply, userId: number): void {
  const token = randomToken();
  const maxAge = TRUSTED_COMPUTER_DAYS * DAY_SECONDS;
  store.sessions.trustComputer(token, userId, new Date(store.clock().getTime() + maxAge * 1000));
  reply.setCookie(TRUSTED_COMPUTER_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge });
}
