import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import type { MeterItem } from '../../store/readings.ts';
import type { Store } from '../../store/store.ts';
import type { UserRow } from '../../store/users.ts';
import { readingMessage } from './messages.ts';

/**
 * Readings are personal data: every call answers only for accounts the session user is related to,
 * and answers "not found" otherwise, so ids cannot be probed (docs/architecture.md §3 authorization).
 */
export function relatedAccount(store: Store, user: UserRow, accountId: number): boolean {
  return (store.accounts.findForUser(accountId, user.id)?.relation ?? null) !== null;
}

export function accountNotFound(request: FastifyRequest): Envelope {
  return fail(STATUS_FAILED, translate(requestLanguage(request), 'accountNotFound'));
}

/** The user's meter, or the "meter not found" envelope. */
export function relatedMeter(store: Store, request: FastifyRequest, user: UserRow, meterId: number): MeterItem | Envelope {
  return store.readings.meterForUser(meterId, user.id) ?? fail(STATUS_FAILED, readingMessage(requestLanguage(request), 'meterNotFound'));
}
